import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { is } from 'superstruct'
import { selectionIds, sharedQuery } from '../../lib/favorites/sharedRequest'
import { parseSelection } from '../../lib/forms/favoritesFields'
import { languageField, submissionLanguage } from '../../lib/forms/submissionLanguage'
import { ErrorAnswer } from '../../lib/http/apiErrors'
import { urlFor } from '../../lib/routes'
import { ApiError } from '../errors'
import { favoritesPage } from '../favoritesPage'
import { type Refusal, refusedFormPage } from '../refusedForm'
import type { AppEnv } from '../types'
import { isAllowedOrigin } from './allowedOrigin'

/** The outcome of a form post, as the page's anchors name it: `#contact-sent`, `#apply-failed`. */
export const formOutcomeId = (form: FormName, outcome: 'sent' | 'failed') => `${form}-${outcome}`
export type FormName = 'contact' | 'apply' | 'request'

/** The page of the site each form lives on. */
const formScreens = { contact: 'contact', apply: 'beAModel', request: 'favorites' } as const

/** Whether the request is the browser's own form post (no script asked for JSON). */
export function isPlainPost(request: Request): boolean {
  const accept = request.headers.get('accept') ?? ''
  return !accept.includes('application/json') && accept.includes('text/html')
}

/**
 * The page a plain post goes back to: the form's own page of the site (`/contato`, `/en/be-a-model`), in
 * the language of the page it was sent from (its `lang` field, else the Referer's: a refilled page is
 * answered at the API's address, so its Referer names no language). Built from the site's routes, never from the Referer's path,
 * so it is always a path of this site (a Referer of `https://site//evil.example/x` must not become
 * `Location: //evil.example/x`: issue 28).
 */
export function returnPath(form: FormName, lang: unknown, referer: string | undefined): string {
  return urlFor({ screen: formScreens[form] }, submissionLanguage(lang, referer))
}

/**
 * A form posted with no JavaScript (scripts blocked, or a submit before the form's island woke up): the
 * route answers as for a script, and this turns the answer into a 303 back to the form's page, to the
 * anchor of its outcome (`#contact-sent` or `#contact-failed`), which the page shows with CSS alone
 * (`:target`). A script's request (Accept: application/json) gets the JSON answer as it is, and so does a
 * post from another site: its 403 is never turned into a redirect.
 */
export function plainForm(form: FormName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isPlainPost(c.req.raw)) return next()
    const origin = c.req.header('origin') ?? c.req.header('referer')
    if (!origin || origin === 'null' || !isAllowedOrigin(origin, c.env, c.req.url)) return next()
    let ok: boolean
    let refusal: Refusal | null = null
    try {
      await next()
      ok = c.res.ok
      if (!ok) refusal = await refusalOf(c.res)
    } catch (error) {
      // The route's refusal (invalid fields, too large, rate limited): the page says it was not sent.
      console.log(
        `${form}: plain form post refused: ${error instanceof Error ? error.message : String(error)}`,
      )
      ok = false
      refusal =
        error instanceof ApiError
          ? { status: error.status, code: error.code, fields: error.fields ?? [] }
          : { status: 500, code: null, fields: [] }
    }
    // A refusal is answered with the form's page, refilled (issue 29); the favorites request's with the
    // page of its selection (as its shared link is answered).
    if (refusal) {
      const page = await refilled(c, form, refusal)
      if (page) {
        c.res = undefined
        c.res = page
        return
      }
    }
    const sent = c.get('sentFields')
    // The favorites request goes back to the page of its selection (its ids, read as a shared link's).
    const query = form === 'request' ? sharedQuery(requestIds(sent)) : ''
    const location = `${returnPath(form, sent?.[languageField], c.req.header('referer'))}${query}#${formOutcomeId(form, ok ? 'sent' : 'failed')}`
    c.res = new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
  })
}

/** The refusal a route answered: its status and, from its JSON error, its code and the fields it names. */
async function refusalOf(res: Response): Promise<Refusal> {
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null)
  if (!is(body, ErrorAnswer)) return { status: res.status, code: null, fields: [] }
  const { code, fields } = body.error
  return {
    status: res.status,
    code: typeof code === 'string' ? code : null,
    fields: Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [],
  }
}

/** The ids of a favorites request's selection as sent (none when it is no list of choices). */
const requestIds = (sent: Record<string, unknown> | undefined) =>
  selectionIds(parseSelection(sent?.favorites))

/** The form's page refilled with what was sent, or null (the page could not be read or rewritten). */
async function refilled(c: Context<AppEnv>, form: FormName, refusal: Refusal) {
  const sent = c.get('sentFields') ?? {}
  const locale = submissionLanguage(sent[languageField], c.req.header('referer'))
  try {
    const ids = form === 'request' ? requestIds(sent) : []
    if (form === 'request' && ids.length === 0) return null
    const page = form === 'request' ? await favoritesPage(c, locale, ids) : undefined
    if (page === null) return null
    return await refusedFormPage(c, form, locale, sent, refusal, page)
  } catch (error) {
    console.error(`${form}: the refilled page failed: ${String(error)}`)
    return null
  }
}
