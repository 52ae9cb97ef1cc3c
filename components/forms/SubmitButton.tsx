import { useT } from '../../lib/i18n/useT'
import { CheckIcon } from './CheckIcon'
import type { Phase } from './useSubmission'

/** The send button through the states of spec section 4: 'Send', 'Sending' with a spinner, 'Sent' with a check. */
export function SubmitButton({ phase }: { phase: Phase }) {
  const t = useT()
  return (
    <button
      type="submit"
      className="button button--solid form-submit"
      // Not `disabled` while idle: a click on an invalid form flags and focuses what is missing.
      disabled={phase !== 'idle'}
      aria-disabled={phase !== 'idle' || undefined}
      data-phase={phase}
    >
      {phase === 'sending' && <span className="spinner form-spinner" aria-hidden="true" />}
      {phase === 'sent' && <CheckIcon />}
      <span>
        {phase === 'sending' ? t('forms.sending') : phase === 'sent' ? t('forms.sent') : t('forms.send')}
      </span>
    </button>
  )
}
