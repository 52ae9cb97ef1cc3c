import { Field } from 'react-final-form'
import { honeypotField } from '../../lib/forms'
import { useT } from '../../lib/i18n/useT'

/**
 * The trap field `website`: people never see or reach it (off screen, out of the tab order, hidden from
 * assistive technology), form-filling bots do. It stays a real, rendered input rather than display:none,
 * which many bots skip. A filled one is sent, and the Worker answers as usual and drops the submission.
 */
export function Honeypot({ form }: { form: string }) {
  const t = useT()
  const id = `${form}-${honeypotField}`
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('forms.honeypot')}</label>
      <Field<string>
        name={honeypotField}
        component="input"
        id={id}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        format={(value: string | undefined) => value ?? ''}
      />
    </div>
  )
}
