import type { Context } from 'hono'
import { mapStrings } from '../lib/text/mapStrings'
import type { AppEnv } from './types'

// The sync's table of image URLs → mirrored `/media/` URLs (sync/mirrorMedia.ts writeUrlTable), served
// with the assets as /media/urls.json when the build's data was synced with --mirror-media. The live API
// answers the CMS's URLs through it, so a page refreshed with live data keeps the responsive variants
// it was built with; an image added since the build keeps its CMS URL.

type Table = ReadonlyMap<string, string>
const none: Table = new Map()
// Read once per isolate and assets binding (the assets are deployed with the Worker, never change).
const tables = new WeakMap<Fetcher, Promise<Table>>()

function load(c: Context<AppEnv>): Promise<Table> {
  const assets = c.env.ASSETS
  let table = tables.get(assets)
  if (!table) {
    table = assets
      .fetch(new URL('/media/urls.json', c.req.url))
      .then(async (r) => {
        if (!r.ok) return none
        const body: unknown = await r.json()
        if (!body || typeof body !== 'object') return none
        return new Map(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'))
      })
      .catch((e: unknown) => {
        console.error(`media/urls.json: ${String(e)}`)
        tables.delete(assets) // a failed read is tried again on the next request
        return none
      })
    tables.set(assets, table)
  }
  return table
}

/** `value` (live data, normalized) with every image URL the build mirrored replaced by its `/media/` URL. */
export async function withMirroredUrls<T>(c: Context<AppEnv>, value: T): Promise<T> {
  const table = await load(c)
  if (table.size === 0) return value
  return mapStrings(value, (s) => table.get(s) ?? s)
}
