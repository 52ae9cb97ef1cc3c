import type { Context } from 'hono'
import type { AppEnv } from './types'

/**
 * A media file's bytes (`/media/<name>`: what the sync's mirror stored), or null when there is none. Read
 * from the static assets, where the mirror's directory is deployed, until the media move to their own store.
 */
export async function readMedia(c: Context<AppEnv>, name: string): Promise<ArrayBuffer | null> {
  const response = await c.env.ASSETS.fetch(new URL(`/media/${name}`, c.req.url))
  if (!response.ok) {
    await response.body?.cancel()
    return null
  }
  return response.arrayBuffer()
}
