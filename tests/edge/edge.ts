import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { cmsUrl } from '../cms'

// Helpers of the edge specs: they talk to the Worker (npm start, wrangler dev) and read what reached the
// stand-in CMS through its test routes (cms/README.md, tests/cms.ts).

export const workerUrl = `http://localhost:${process.env.PORT ?? 8787}`
/** Submissions per client and form before 429 (npm start passes RATE_LIMIT through; 5 by default). */
export const rateLimit = Number(process.env.RATE_LIMIT ?? 5)
export const root = join(import.meta.dirname, '../..')

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
