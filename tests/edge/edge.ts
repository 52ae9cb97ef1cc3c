import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, expect } from '@playwright/test'
import sharp from 'sharp'

// Helpers of the edge specs: they talk to the Worker (npm start, wrangler dev) and read what reached the
// stand-in CMS through its test routes (cms/README.md).

export const cmsUrl = `http://127.0.0.1:${process.env.CMS_PORT ?? 8790}`
export const workerUrl = `http://localhost:${process.env.PORT ?? 8787}`
/** Submissions per client and form before 429 (npm start passes RATE_LIMIT through; 5 by default). */
export const rateLimit = Number(process.env.RATE_LIMIT ?? 5)
export const root = join(import.meta.dirname, '../..')

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
export const tag = () => randomUUID().slice(0, 8)

/**
 * Headers of one visitor posting from the site's pages: its own client address (the Worker's rate limit
 * counts per CF-Connecting-IP), so specs never use up each other's allowance.
 */
export function visitor(): Record<string, string> {
  const b = createHash('sha256').update(randomUUID()).digest()
  return { origin: workerUrl, 'cf-connecting-ip': `10.${b[0]}.${b[1]}.${((b[2] ?? 0) % 250) + 1}` }
}

/** A real JPEG or PNG (with pixels that differ per call, so hashes are unique to the test). */
export async function photo(format: 'jpeg' | 'png', width = 64): Promise<Buffer> {
  const [r = 0, g = 0, b = 0] = createHash('sha256').update(randomUUID()).digest()
  const image = sharp({ create: { width, height: width, channels: 3, background: { r, g, b } } })
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer()
}

export type InboxEntry = {
  kind: string
  lang: string
  received_at: string
  fields: Record<string, string>
  files: { field: string; filename: string; type: string; size: number; sha256: string }[]
}

/** What the stand-in CMS accepted with this email (each test sends a unique one). */
export async function received(
  request: APIRequestContext,
  kind: string,
  email: string,
): Promise<InboxEntry[]> {
  const answer = await request.get(`${cmsUrl}/__inbox`)
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as InboxEntry[]).filter((e) => e.kind === kind && e.fields.email === email)
}

/** Makes the next upstream request under `path` fail (POST /__faults). */
export async function fault(request: APIRequestContext, spec: Record<string, unknown>): Promise<void> {
  expect((await request.post(`${cmsUrl}/__faults`, { data: spec })).ok()).toBe(true)
}

/** The snapshot the site was built from. */
export function snapshotFile<T>(file: string): T {
  return JSON.parse(readFileSync(join(root, 'data', file), 'utf8')) as T
}

/** The upstream's path (with its query) for one talent's profile, as the Worker asks for it. */
export const profileReadPath = (id: number) => `/api/talent/profile?language=pt&id=${id}&`

/** How many times the stand-in CMS was asked for one talent's profile (GET /__requests). */
export async function profileReads(request: APIRequestContext, id: number): Promise<number> {
  const counts = (await (await request.get(`${cmsUrl}/__requests`)).json()) as Record<string, number>
  return Object.entries(counts)
    .filter(([path]) => path.startsWith(profileReadPath(id)))
    .reduce((sum, [, n]) => sum + n, 0)
}

/**
 * The entries of one kind and email once `count` have arrived: submissions are stored and delivered from
 * a queue (functions/deliveries), a moment after the visitor's success.
 */
export async function arrived(
  request: APIRequestContext,
  kind: string,
  email: string,
  count = 1,
): Promise<InboxEntry[]> {
  await expect
    .poll(async () => (await received(request, kind, email)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count)
  return received(request, kind, email)
}
