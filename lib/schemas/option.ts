import { type Infer, object, string } from 'superstruct'

/** One option of an attribute list (data/attributes.{locale}.json): what a form sends, what it shows. */
export const Option = object({ value: string(), label: string() })
export type Option = Infer<typeof Option>
