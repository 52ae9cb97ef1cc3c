import { useT } from '../../lib/i18n/useT'
import { CheckIcon } from './CheckIcon'
import type { Failure, Phase } from './useSubmission'

/**
 * The form's announcements: the success panel (a polite status) and the failure message (an alert),
 * both regions present from the first render so screen readers pick up what is written into them.
 */
export function FormStatus({ phase, failure, id }: { phase: Phase; failure: Failure | null; id: string }) {
  const t = useT()
  return (
    <div className="form-status">
      <div className="form-success" role="status" data-visible={phase === 'sent' || undefined}>
        {phase === 'sent' && (
          <>
            <CheckIcon size={22} />
            <span>{t('forms.success')}</span>
          </>
        )}
      </div>
      <div className="form-error" id={id} role="alert" data-visible={failure ? true : undefined}>
        {failure && (failure.code ? t(`errors.api.${failure.code}`) : t('errors.generic'))}
      </div>
    </div>
  )
}
