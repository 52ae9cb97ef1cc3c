import type { Context } from 'hono'
import { applicationMeasurementFields, photoFields } from '../lib/forms/applicationFields'
import { birthdateMessage } from '../lib/forms/birthdate'
import { honeypotField } from '../lib/forms/contactFields'
import { isFile } from '../lib/forms/fieldErrors'
import { refusalSummaryHtml } from '../lib/forms/refusalMarkup'
import { languageField } from '../lib/forms/submissionLanguage'
import type { Locale } from '../lib/i18n/locales'
import { createTranslator, type DottedKey } from '../lib/i18n/translator'
import { urlFor } from '../lib/routes'
import type { AppEnv } from './types'

// A form posted with no script and refused (issue 29): the answer is the form's own page again, as built,
// streamed through HTMLRewriter with what the visitor typed put back in its fields, the fields to fix
// marked and named at the top of the form, and the photos to choose again named (a file input cannot be
// refilled). What the visitor typed only goes through HTMLRewriter's attribute and text APIs, which escape
// it; the messages are the site's own, escaped here.

/** The forms answered this way, their page and the message keys of their fields' labels. */
const forms = {
  contact: { screen: 'contact', action: '/api/contact', labels: 'forms.contact' },
  apply: { screen: 'beAModel', action: '/api/get-scouted', labels: 'forms.beAModel' },
  request: { screen: 'favorites', action: '/api/favorites', labels: 'favorites.request' },
} as const
export type RefillableForm = keyof typeof forms

/** Why the post was refused, as its JSON error says. */
export type Refusal = { status: number; code: string | null; fields: string[] }

/** The text a field was sent with (files and other values: none). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** Fields whose label is no `<labels>.<name>` message: the favorites request's selection, the consents. */
const otherLabels: Record<string, DottedKey> = {
  favorites: 'favorites.request.selection',
  consent: 'privacy.consent.short',
  guardian_name: 'privacy.consent.guardianName',
  guardian_consent: 'privacy.consent.guardianShort',
}

/**
 * The form's page in `locale` (`page`: that page as the Worker already answers it, e.g. the favorites
 * request of a shared link; else the page as built) with the visitor's values back in place and the
 * refusal explained, answered with the refusal's status and `no-store`; null when the page cannot be read
 * (the caller then falls back to its redirect).
 */
export async function refusedFormPage(
  c: Context<AppEnv>,
  form: RefillableForm,
  locale: Locale,
  sent: Record<string, unknown>,
  refusal: Refusal,
  page?: Response,
): Promise<Response | null> {
  const { screen, action, labels } = forms[form]
  page ??= await c.env.ASSETS.fetch(new URL(urlFor({ screen }, locale), c.req.url))
  if (!page.ok) return null
  const t = createTranslator(locale)
  const label = (name: string) => t(otherLabels[name] ?? (`${labels}.${name}` as DottedKey))
  const flagged = new Set(refusal.fields)
  const photos: readonly string[] = form === 'apply' ? photoFields : []
  const chosen = photos.filter((name) => isFile(sent[name]) && (sent[name] as Blob).size > 0)
  const list = (names: readonly string[]) => names.map(label).join(t('forms.plain.and'))

  const lines: string[] = []
  if (refusal.status === 429) lines.push(t('forms.plain.tooMany'))
  const toCheck = refusal.fields.filter((name) => !photos.includes(name))
  if (toCheck.length > 0) lines.push(t('forms.plain.check', { fields: list(toCheck) }))
  // A birth date says which rule it breaks, as the island does (a format, a future or an old date).
  if (form === 'apply' && flagged.has('birthdate')) {
    const problem = birthdateMessage(t, textOf(sent.birthdate), new Date())
    if (problem) lines.push(problem)
  }
  // A missing consent says why the application cannot be taken without it (issue 40).
  if (form === 'apply' && flagged.has('consent')) lines.push(t('privacy.consent.refused'))
  if (form === 'apply' && (flagged.has('guardian_name') || flagged.has('guardian_consent')))
    lines.push(t('privacy.consent.guardianRefused'))
  // A HEIC/HEIF photo is told how to send it as JPEG; "choose again" below names the photos.
  if (refusal.code === 'heif_photo') lines.push(t('errors.api.heif_photo'))
  else
    for (const name of photos)
      if (flagged.has(name)) lines.push(t('forms.plain.photo', { photo: label(name) }))
  const again = photos.filter((name) => chosen.includes(name) || flagged.has(name))
  if (again.length > 0) lines.push(t('forms.plain.chooseAgain', { photos: list(again) }))
  if (lines.length === 0) lines.push(t('forms.notSent'))
  const summary = refusalSummaryHtml(`${form}-refused`, lines)

  const firstFlagged = refusal.fields[0]
  const skip = new Set([languageField, honeypotField])
  const mark = (element: Element, name: string) => {
    if (!flagged.has(name)) return
    element.setAttribute('aria-invalid', 'true')
    element.setAttribute('aria-describedby', `${form}-refused`)
    element.setAttribute('data-refused', '')
    if (name === firstFlagged) element.setAttribute('autofocus', '')
  }
  const scope = `form[action="${action}"]`
  let rewriter = new HTMLRewriter()
    .on(scope, {
      element(element) {
        element.prepend(summary, { html: true })
      },
    })
    .on(`${scope} input[name]`, {
      element(element) {
        const name = element.getAttribute('name') ?? ''
        const type = (element.getAttribute('type') ?? 'text').toLowerCase()
        if (skip.has(name) || type === 'hidden' || type === 'submit') return
        mark(element, name)
        if (type === 'file') return
        if (type === 'radio' || type === 'checkbox') {
          if (element.getAttribute('value') === textOf(sent[name])) element.setAttribute('checked', '')
          else element.removeAttribute('checked')
          return
        }
        element.setAttribute('value', textOf(sent[name]))
      },
    })
    .on(`${scope} textarea[name]`, {
      element(element) {
        const name = element.getAttribute('name') ?? ''
        mark(element, name)
        element.setInnerContent(textOf(sent[name]))
      },
    })
  for (const name of form === 'apply' ? applicationMeasurementFields : []) {
    rewriter = rewriter
      .on(`${scope} select[name="${name}"]`, { element: (element) => mark(element, name) })
      .on(`${scope} select[name="${name}"] option`, {
        element(element) {
          if (element.getAttribute('value') === textOf(sent[name])) element.setAttribute('selected', '')
          else element.removeAttribute('selected')
        },
      })
  }
  const answer = rewriter.transform(page)
  const headers = new Headers(answer.headers)
  headers.set('Cache-Control', 'no-store')
  headers.delete('ETag')
  headers.delete('Content-Length')
  return new Response(answer.body, { status: refusal.status, headers })
}
