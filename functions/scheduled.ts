import { doubling, retrying } from '../lib/retry'
import { sweepSubmissions } from './deliveries/admin'

/** How the rebuild hook is called: attempts and the wait before each retry (doubling). */
export type RebuildOptions = {
  fetch?: typeof fetch
  attempts?: number
  backoffMs?: number
  sleep?: (ms: number) => Promise<void>
}

/**
 * Asks for a rebuild (sync + build + deploy) by POSTing to REBUILD_HOOK_URL (with REBUILD_HOOK_TOKEN as a
 * bearer token when set: GitHub's dispatch API needs one), retried with backoff. Does nothing but log
 * when the hook is not set. Never logs the hook's URL: deploy hooks carry a secret.
 * Resolves to whether the hook accepted.
 */
export async function triggerRebuild(env: Env, reason: string, o: RebuildOptions = {}): Promise<boolean> {
  const hook = env.REBUILD_HOOK_URL?.trim()
  if (!hook) {
    console.log('rebuild: REBUILD_HOOK_URL is not set; nothing to do')
    return false
  }
  const token = env.REBUILD_HOOK_TOKEN?.trim()
  const doFetch = o.fetch ?? ((input, init) => fetch(input, init))
  const attempts = o.attempts ?? 3
  const once = async (n: number) => {
    let outcome: string
    try {
      const answer = await doFetch(hook, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'user-agent': 'agency-site-worker',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        // Understood by GitHub's repository_dispatch (the deploy workflow listens for "rebuild"); plain
        // deploy hooks ignore the body.
        body: JSON.stringify({ event_type: 'rebuild', client_payload: { reason } }),
        signal: AbortSignal.timeout(15_000),
      })
      if (answer.ok) {
        console.log(`rebuild: hook accepted (${answer.status}) on attempt ${n + 1}`)
        return true
      }
      outcome = `status ${answer.status}`
    } catch (e) {
      outcome = e instanceof Error ? e.name : 'network error'
    }
    console.warn(`rebuild: attempt ${n + 1} of ${attempts} failed (${outcome})`)
    throw new Error(outcome)
  }
  const options = { retries: attempts - 1, delayMs: doubling(o.backoffMs ?? 2000) }
  if (await retrying(once, o.sleep ? { ...options, sleep: o.sleep } : options).catch(() => false)) return true
  console.error('rebuild: the hook did not accept; the site keeps its current build')
  return false
}

/**
 * The cron trigger (wrangler.toml [triggers]): a rebuild from a fresh sync, and the sweep that deletes
 * submissions never delivered after SUBMISSION_MAX_DAYS (LGPD: README).
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  ctx.waitUntil(triggerRebuild(env, `cron ${controller.cron}`))
  ctx.waitUntil(
    sweepSubmissions(env).catch((e: unknown) =>
      console.error(`sweep: failed: ${e instanceof Error ? e.message : String(e)}`),
    ),
  )
}
