import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../types'

/** The outcome of a form post, as the page's anchors name it: `#contact-sent`, `#apply-failed`. */
export const formOutcomeId = (form: FormName, outcome: 'sent' | 'failed') => `${form}-${outcome}`
export type FormName = 'contact' | 'apply' | 'request'

/** Whether the request is the browser's own form post (no script asked for JSON). */
function isPlainPost(request: Request): boolean {
  const accept = request.headers.get('accept') ?? ''
  return !accept.includes('application/json') && accept.includes('text/html')
}

/**
 * The page the form was on: the referring path when it is on the origin that posted (allowedOrigin has
 * checked that origin is the site's), else the home page.
 */
function returnPath(request: Request): string {
  const referer = request.headers.get('referer')
  const origin = request.headers.get('origin') ?? new URL(request.url).origin
  try {
    const from = referer ? new URL(referer) : null
    if (from && from.origin === origin) return from.pathname
  } catch {}
  return '/'
}

/**
 * A form posted with no JavaScript (scripts blocked, or a submit before the form's island woke up): the
 * route answers as for a script, and this turns the answer into a 303 back to the page, to the anchor of
 * its outcome (`#contact-sent` or `#contact-failed`), which the page shows with CSS alone (`:target`).
 * A script's request (Accept: application/json) gets the JSON answer as it is.
 */
export function plainForm(form: FormName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isPlainPost(c.req.raw)) return next()
    let ok: boolean
    try {
      await next()
      ok = c.res.ok
    } catch (error) {
      // The route's refusal (invalid fields, too large, rate limited): the page says it was not sent.
      console.log(
        `${form}: plain form post refused: ${error instanceof Error ? error.message : String(error)}`,
      )
      ok = false
    }
    c.res = new Response(null, {
      status: 303,
      headers: { location: `${returnPath(c.req.raw)}#${formOutcomeId(form, ok ? 'sent' : 'failed')}` },
    })
  })
}
