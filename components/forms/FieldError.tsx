import type { FieldMetaState } from 'react-final-form'
import { useT } from '../../lib/i18n/useT'
import { errorText } from './fieldStatus'

/**
 * The screen-reader text of a flagged field (the control points at it with `aria-describedby`): what is
 * wrong, in the page's language. The red style is on the control; this is its words.
 */
export function FieldError({
  id,
  name,
  label,
  meta,
  value,
}: {
  id: string
  name: string
  label: string
  meta: FieldMetaState
  /** The field's text, where its message depends on it (the birth date). */
  value?: string
}) {
  const t = useT()
  return (
    <span id={id} className="visually-hidden">
      {errorText(t, name, label, meta, value)}
    </span>
  )
}
