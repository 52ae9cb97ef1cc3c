import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form'
import { useCallback, useEffect, useRef, useState } from 'react'
import { languageField } from '../../lib/forms/submissionLanguage'
import { useLocale } from '../../lib/i18n/useT'
import { limits } from '../../lib/site'
import { serverInvalid } from './fieldStatus'
import { type ApiErrorCode, postForm } from './postForm'
import { type FormValue, toFormData } from './toFormData'

/** The send cycle of both forms (spec section 4): idle → sending → sent → (2500 ms) idle, cleared. */
export type Phase = 'idle' | 'sending' | 'sent'

/** The last failure, shown in the form's alert region until the next send. */
export type Failure = { code: ApiErrorCode | null; fields: string[] }

type Options = {
  /** The Worker route: `/api/contact`, `/api/get-scouted` or `/api/favorites`. */
  url: string
  /** Called when the sent state ends, after the form is cleared (e.g. to forget chosen files). */
  onReset?: () => void
  /** Fields sent besides the typed values (the favorites request's selection), read at send time. */
  extra?: () => Record<string, string>
}

/**
 * final-form's `onSubmit` for a Worker form, and the phase and failure to render. On success the form is
 * cleared 2500 ms later; on failure the phase goes back to idle with every value kept (final-form keeps
 * them), the fields a 422 names become submit errors, and the code is exposed for a translated message.
 */
export function useSubmission<Values extends Record<string, FormValue>>({ url, onReset, extra }: Options) {
  const [phase, setPhase] = useState<Phase>('idle')
  const [failure, setFailure] = useState<Failure | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const resetRef = useRef(onReset)
  resetRef.current = onReset
  const extraRef = useRef(extra)
  extraRef.current = extra
  // The page's language: the CMS gets the submission in the visitor's language (lib/forms/submissionLanguage).
  const locale = useLocale()

  useEffect(() => () => clearTimeout(timer.current), [])

  const onSubmit = useCallback(
    async (values: Values, form: FormApi<Values>): Promise<SubmissionErrors | undefined> => {
      setFailure(null)
      setPhase('sending')
      const body = toFormData(values)
      body.set(languageField, locale)
      for (const [name, value] of Object.entries(extraRef.current?.() ?? {})) body.set(name, value)
      const result = await postForm(url, body)
      if (result.ok) {
        setPhase('sent')
        clearTimeout(timer.current)
        timer.current = setTimeout(() => {
          form.restart()
          resetRef.current?.()
          setPhase('idle')
        }, limits.successDisplayMs)
        return undefined
      }
      setPhase('idle')
      setFailure({ code: result.code, fields: result.fields })
      const errors: SubmissionErrors = { [FORM_ERROR]: result.code ?? 'unknown' }
      for (const field of result.fields) errors[field] = serverInvalid
      return errors
    },
    [url, locale],
  )

  return { phase, failure, onSubmit, url }
}
