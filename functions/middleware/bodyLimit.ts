import { createMiddleware } from 'hono/factory'
import { ApiError } from '../errors'
import type { AppEnv } from '../types'

const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'body_too_large', `The request body is larger than ${maxBytes} bytes.`)

/**
 * Refuses a body over `maxBytes` with 413 body_too_large before reading it all, without copying it:
 * - a declared Content-Length over the limit is refused before any byte is read; one within it bounds
 *   the body (the HTTP server frames the body by it), so the body reaches the handler untouched;
 * - a body that declares no length (chunked) is counted while the handler reads it: past the limit the
 *   stream fails (the rest is never read) and the answer is the 413, whatever the handler made of the
 *   failed read.
 */
export function bodyLimit(maxBytes: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const declared = c.req.header('content-length')
    const length = declared === undefined || declared.trim() === '' ? Number.NaN : Number(declared)
    if (length > maxBytes) throw tooLarge(maxBytes)
    if (Number.isInteger(length) && length >= 0) return next()
    const body = c.req.raw.body
    if (!body) return next()
    let size = 0
    let exceeded = false
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength
          if (size > maxBytes) {
            exceeded = true
            controller.error(tooLarge(maxBytes))
          } else controller.enqueue(chunk)
        },
      }),
    )
    c.req.raw = new Request(c.req.raw.url, {
      method: c.req.raw.method,
      headers: c.req.raw.headers,
      body: counted,
      duplex: 'half',
    } as RequestInit)
    await next()
    if (exceeded) throw tooLarge(maxBytes)
  })
}
