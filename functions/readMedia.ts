import type { Context } from 'hono'
import type { AppEnv } from './types'

/** A media file's bytes (what the sync stored in the media store, R2: docs/decisions/0061), or null. */
export async function readMedia(c: Context<AppEnv>, name: string): Promise<ArrayBuffer | null> {
  const object = await c.env.MEDIA.get(name)
  return object ? object.arrayBuffer() : null
}
