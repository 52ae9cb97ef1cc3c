import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ApiError } from '../errors'
import type { AppEnv } from '../types'
import { isPlainPost } from './plainForm'

const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'body_too_large', `The request body is larger than ${maxBytes} bytes.`)
const stalled = () =>
  new ApiError(408, 'request_timeout', 'The request body stopped arriving.', {
    headers: { Connection: 'close' },
  })

/**
 * How much of a refused upload is read and discarded so that its sender gets the 413 (below): at most
 * 100 MiB (Cloudflare's own body limit) or 30 s in all, and never more than `idleMs` without a byte.
 */
export const drainLimits = { bytes: 100 * 1024 * 1024, ms: 30_000 }
/** A body that sends nothing for this long is cut: 408 request_timeout (issue 28). */
export const bodyTimeouts = { idleMs: 10_000 }

/** One read of `source`, or 'idle' when nothing comes within `idleMs`. */
async function readWithin(
  source: ReadableStreamDefaultReader<Uint8Array>,
  idleMs: number,
): Promise<ReadableStreamReadResult<Uint8Array> | 'idle'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const idle = new Promise<'idle'>((resolve) => {
    timer = setTimeout(() => resolve('idle'), idleMs)
  })
  try {
    return await Promise.race([source.read(), idle])
  } finally {
    if (timer !== undefined) clearTimeout(timer)
  }
}

/** Runs `task` after the answer where the platform allows it (workerd's waitUntil), else now. */
function afterAnswer(c: Context<AppEnv>, task: Promise<void>): void {
  try {
    c.executionCtx.waitUntil(task)
  } catch {
    // No execution context (the unit tests' app.request): the task runs on its own.
  }
}

/**
 * Refuses a body over `maxBytes` with 413 body_too_large before reading it all, without copying it, and
 * cuts a body that stops arriving:
 * - a declared Content-Length over the limit is answered 413 at once, before any byte is read; what the
 *   sender still sends is read and discarded after the answer (bounded by `drainLimits` and the idle
 *   timeout), so the sender sees the 413 rather than a reset connection;
 * - every body is handed to the handler as it streams, through a pass-through that counts it (a body
 *   that declares no length may not pass the limit: the handler's read fails and the answer is the 413)
 *   and times each read: a body that sends nothing for `bodyTimeouts.idleMs` is cut, 408
 *   request_timeout. The rest of a chunked upload over the limit is read and discarded first: answering
 *   while the visitor is still sending made workerd reset the connection (issue 19).
 * Under `wrangler dev`, its own middleware that drains every unread body before answering is switched off
 * by `npm start` (WRANGLER_DISABLE_REQUEST_BODY_DRAINING): it held every early answer until the client
 * had sent it all (issue 28); Cloudflare's runtime has no such middleware.
 */
export function bodyLimit(limit: number, options: { plainPostMaxBytes?: number } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A form posted with no script carries its photos as chosen: read it whole (within its own, larger
    // limit) so that a photo over 2 MB is refused by name with the form refilled (functions/refusedForm.ts).
    const maxBytes =
      options.plainPostMaxBytes !== undefined && isPlainPost(c.req.raw) ? options.plainPostMaxBytes : limit
    const declared = c.req.header('content-length')
    const length = declared === undefined || declared.trim() === '' ? Number.NaN : Number(declared)
    const body = c.req.raw.body
    if (length > maxBytes) {
      if (body) afterAnswer(c, drain(body.getReader()))
      throw tooLarge(maxBytes)
    }
    if (!body) return next()
    const source = body.getReader()
    const { idleMs } = bodyTimeouts
    let size = 0
    let refusal: 'large' | 'stalled' | null = null
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await readWithin(source, idleMs)
        if (next === 'idle') {
          refusal = 'stalled'
          source.cancel().catch(() => undefined)
          return controller.error(stalled())
        }
        if (next.done) return controller.close()
        size += next.value.byteLength
        if (size > maxBytes) {
          refusal = 'large'
          controller.error(tooLarge(maxBytes))
        } else controller.enqueue(next.value)
      },
      // The handler gave up reading: what is left is drained below, or dropped with the request.
      cancel: () => undefined,
    })
    c.req.raw = new Request(c.req.raw.url, {
      method: c.req.raw.method,
      headers: c.req.raw.headers,
      body: counted,
      duplex: 'half',
    } as RequestInit)
    await next()
    if (refusal === 'stalled') throw stalled()
    if (refusal !== 'large') return
    await drain(source)
    throw tooLarge(maxBytes)
  })
}

/** Reads and discards the rest of an upload, within `drainLimits` and the idle timeout; then lets it go. */
async function drain(source: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const until = Date.now() + drainLimits.ms
  try {
    for (let read = 0; read < drainLimits.bytes; ) {
      const left = until - Date.now()
      if (left <= 0) return
      const next = await readWithin(source, Math.min(left, bodyTimeouts.idleMs))
      if (next === 'idle' || next.done) return
      read += next.value.byteLength
    }
  } catch {
    // The sender went away: nothing left to drain.
  } finally {
    source.cancel().catch(() => undefined)
  }
}
