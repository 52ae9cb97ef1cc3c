import { createMiddleware } from 'hono/factory'
import { ApiError } from '../errors'
import type { AppEnv } from '../types'

const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'body_too_large', `The request body is larger than ${maxBytes} bytes.`)

/** How much of a refused chunked upload is read and discarded so that its sender gets the 413 (below). */
export const drainLimits = { bytes: 100 * 1024 * 1024, ms: 30_000 }

/**
 * Refuses a body over `maxBytes` with 413 body_too_large before reading it all, without copying it:
 * - a declared Content-Length over the limit is refused before any byte is read; one within it bounds
 *   the body (the HTTP server frames the body by it), so the body reaches the handler untouched;
 * - a body that declares no length (chunked) is counted while the handler reads it: past the limit the
 *   handler's read fails and the answer is the 413, whatever the handler made of the failed read. The
 *   rest of such an upload is read and discarded first (nothing of it kept, at most 100 MiB, Cloudflare's
 *   own body limit, or 30 s): answering while the visitor is still sending made workerd reset the
 *   connection, so the sender never saw the 413.
 */
export function bodyLimit(maxBytes: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const declared = c.req.header('content-length')
    const length = declared === undefined || declared.trim() === '' ? Number.NaN : Number(declared)
    if (length > maxBytes) throw tooLarge(maxBytes)
    if (Number.isInteger(length) && length >= 0) return next()
    const body = c.req.raw.body
    if (!body) return next()
    const source = body.getReader()
    let size = 0
    let exceeded = false
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await source.read()
        if (done) return controller.close()
        size += value.byteLength
        if (size > maxBytes) {
          exceeded = true
          controller.error(tooLarge(maxBytes))
        } else controller.enqueue(value)
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
    if (!exceeded) return
    await drain(source)
    throw tooLarge(maxBytes)
  })
}

/** Reads and discards the rest of an upload, within `drainLimits`; then lets it go. */
async function drain(source: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const until = Date.now() + drainLimits.ms
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), drainLimits.ms)
  })
  try {
    for (let read = 0; read < drainLimits.bytes && Date.now() < until; ) {
      const next = await Promise.race([source.read(), late])
      if (next === 'late' || next.done) return
      read += next.value.byteLength
    }
  } catch {
    // The sender went away: nothing left to drain.
  } finally {
    if (timer !== undefined) clearTimeout(timer)
    source.cancel().catch(() => undefined)
  }
}
