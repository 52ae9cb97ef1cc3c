import type { Context } from 'hono'
import { create } from 'superstruct'
import mediaJson from '../data/media.json'
import { cmsImageUrl } from '../lib/media/imageAttrs'
import { mediaKey, originsOf } from '../lib/media/mediaKey'
import { MediaTable } from '../lib/schemas/snapshot'
import { mapStrings } from '../lib/text/mapStrings'
import type { AppEnv } from './types'

// Live data names the CMS's media; the site serves its own (docs/decisions/0061). The snapshot's media
// table (data/media.json, bundled with the Worker like the roster: functions/snapshot.ts) maps what the sync
// mirrored to its `/media/` URL, so a page refreshed with live data keeps the files it was built with; a CMS
// image the sync has not seen (a talent added since) is served through the Worker's transform
// (`/media/cms/…`): a phone never downloads a CMS original.

const table: ReadonlyMap<string, string> = new Map(Object.entries(create(mediaJson, MediaTable)))
const remote = /^https?:\/\//i
const image = /\.(?:jpe?g|png|webp|gif|avif)(?:[?#].*)?$/i

/** The CMS's API origins: its URLs are keyed by their path in the media table (lib/media/mediaKey.ts). */
export const cmsOrigins = (env: Env) => originsOf(env.CMS_PANEL_URL, env.CMS_INTEGRATION_URL)

/** The origins `/media/cms/…` fetches from: the CMS's, and CMS_MEDIA_ORIGINS (an image host of its own). */
export const fetchableOrigins = (env: Env) => [
  ...cmsOrigins(env),
  ...originsOf(...(env.CMS_MEDIA_ORIGINS ?? '').split(',')),
]

/** The site's URL of one CMS media URL (any other string as it is). */
export function siteMediaUrl(
  value: string,
  origins: { cms: readonly string[]; fetchable: readonly string[] },
): string {
  if (!remote.test(value)) return value
  const mirrored = table.get(mediaKey(value, origins.cms))
  if (mirrored) return mirrored
  if (!image.test(value)) return value
  return origins.fetchable.some((o) => value.startsWith(`${o}/`)) ? cmsImageUrl(value) : value
}

/** `value` (live data, normalized) with every CMS media URL replaced by the site's own. */
export async function withMirroredUrls<T>(c: Context<AppEnv>, value: T): Promise<T> {
  const origins = { cms: cmsOrigins(c.env), fetchable: fetchableOrigins(c.env) }
  return mapStrings(value, (s) => siteMediaUrl(s, origins))
}
