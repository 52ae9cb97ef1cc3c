import { defaultOptions, eachMeasurement, type MeasurementField } from '../measurements/measurementFields'
import { defaultGenders } from '../measurements/optionLists'
import type { Attributes, Option } from '../schemas/snapshot'
import type { UpstreamAttributes, UpstreamOption } from '../schemas/upstream'
import { type Rejected, recordId } from './records'
import { ignore, type Report } from './report'

const isOptionItem = (v: unknown): v is UpstreamOption => typeof v === 'object' && v !== null

/**
 * An option as the site stores it. The spec's lists are `{ value, label }`; the real attributes call answers
 * `{ id, value }` with `value` the name in the requested language (bxt_talent, pages/get-scouted.vue), which
 * becomes `{ value: id, label: value }`; a plain string is both.
 */
function option(item: unknown): Option | null {
  if (typeof item === 'string' || typeof item === 'number')
    return { value: String(item), label: String(item) }
  if (!isOptionItem(item)) return null
  const has = (v: unknown): v is string | number =>
    (typeof v === 'string' && v.trim() !== '') || typeof v === 'number'
  if (has(item.label) && has(item.value)) return { value: String(item.value), label: String(item.label) }
  if (has(item.id) && has(item.value)) return { value: String(item.id), label: String(item.value) }
  if (has(item.value)) return { value: String(item.value), label: String(item.value) }
  return null
}

/** The attribute lists as read: the lists, and per list the options left out and how many the CMS sent. */
export type ReadAttributes = {
  attributes: Attributes
  /** Per list the CMS answered (an array): how many items it held, and those that are no option. */
  lists: Partial<Record<'gender' | MeasurementField, { total: number; rejected: Rejected[] }>>
  /** The lists the CMS did not answer (absent, not a list, or empty): the built-in constants stand in. */
  builtIn: ('gender' | MeasurementField)[]
}

/**
 * The attribute lists: each list the CMS answers, in its order (an item that is no option is left out and
 * named); each list it leaves out or answers empty, the platform clients' constants (each field's row in
 * lib/measurements/measurementFields.ts). Gender is a list of plain values. `raw` null: the call answered 404.
 */
export function normalizeAttributes(raw: UpstreamAttributes | null, report: Report = ignore): ReadAttributes {
  const lists: ReadAttributes['lists'] = {}
  const builtIn: ReadAttributes['builtIn'] = []
  const list = (field: 'gender' | MeasurementField): Option[] | null => {
    const items = raw?.[field]
    if (items !== undefined && items !== null && !Array.isArray(items)) {
      report(field, 'is not a list; the built-in list is used')
    }
    if (!Array.isArray(items) || items.length === 0) {
      builtIn.push(field)
      return null
    }
    const out: Option[] = []
    const rejected: Rejected[] = []
    items.forEach((item, index) => {
      const o = option(item)
      if (o) out.push(o)
      else rejected.push({ id: recordId(item, index), field: 'value', message: 'is no option (no value)' })
    })
    lists[field] = { total: items.length, rejected }
    return out
  }
  const attributes: Attributes = {
    gender: list('gender')?.map((o) => o.value) ?? [...defaultGenders],
    ...eachMeasurement((field) => list(field) ?? defaultOptions(field)),
  }
  return { attributes, lists, builtIn }
}
