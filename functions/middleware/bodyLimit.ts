import { createMiddleware } from 'hono/factory'
import { ApiError } from '../errors'
import type { AppEnv } from '../types'

const tooLarge = (maxBytes: number) =>
  new ApiError(413, 'body_too_large', `The request body is larger than ${maxBytes} bytes.`)

/**
 * Refuses a body over `maxBytes` with 413 body_too_large before reading it all: first by its declared
 * Content-Length, then by counting while it streams (a chunked body declares none). The body read so far
 * is handed on as a buffered request.
 */
export function bodyLimit(maxBytes: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const declared = c.req.header('content-length')
    if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge(maxBytes)
    const body = c.req.raw.body
    if (!body) return next()
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        throw tooLarge(maxBytes)
      }
      chunks.push(value)
    }
    const bytes = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      bytes.set(chunk, offset)
      offset += chunk.byteLength
    }
    c.req.raw = new Request(c.req.raw.url, {
      method: c.req.raw.method,
      headers: c.req.raw.headers,
      body: bytes,
    })
    await next()
  })
}
