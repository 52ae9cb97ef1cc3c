import type { Context } from 'hono'
import { languageField, submissionLanguage } from '../../lib/forms/submissionLanguage'
import type { AppEnv } from '../types'
import { type SubmissionKind, storeSubmission } from './store'

/** What a submission answers, real or a bot's caught by the honeypot (which must not tell them apart). */
export const accepted = { ok: true } as const

/**
 * Stores a validated submission for delivery in the visitor's language (the form's `lang`, else the
 * Referer's page) and answers `{ ok: true }` at once: the visitor's success means "stored", delivery to the
 * CMS follows from the queue.
 */
export async function storeAndAccept(
  c: Context<AppEnv>,
  kind: SubmissionKind,
  sent: Record<string, unknown>,
  form: FormData,
) {
  const lang = submissionLanguage(sent[languageField], c.req.header('referer'))
  await storeSubmission(c.env, kind, lang, form)
  return c.json(accepted)
}
