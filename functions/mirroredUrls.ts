import type { Context } from 'hono'
import { mapStrings } from '../lib/text/mapStrings'
import type { AppEnv } from './types'

// The sync's table of image URLs → mirrored `/media/` URLs (sync/mirrorMedia.ts writeUrlTable), served
// with the assets as /media/urls.json when the build's data was synced with --mirror-media. The live API
// answers the CMS's URLs through it, so a page refreshed with live data keeps the responsive variants
// it was built with; an image added since the build keeps its CMS URL.

type Table = ReadonlyMap<string, string>
const none: Table = new Map()
// Read once per isolate and assets binding (the assets are deployed with the Worker, never change). Only
// the settled table is shared: requests that find none yet each read it themselves (a promise shared
// between requests would hand one request's I/O to another).
const tables = new WeakMap<Fetcher, Table>()

async function load(c: Context<AppEnv>): Promise<Table> {
  const assets = c.env.ASSETS
  const known = tables.get(assets)
  if (known) return known
  try {
    const r = await assets.fetch(new URL('/media/urls.json', c.req.url))
    const body: unknown = r.ok ? await r.json() : null
    const table: Table =
      body && typeof body === 'object'
        ? new Map(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'))
        : none
    tables.set(assets, table)
    return table
  } catch (e) {
    console.error(`media/urls.json: ${String(e)}`) // tried again on the next request
    return none
  }
}

/** `value` (live data, normalized) with every image URL the build mirrored replaced by its `/media/` URL. */
export async function withMirroredUrls<T>(c: Context<AppEnv>, value: T): Promise<T> {
  const table = await load(c)
  if (table.size === 0) return value
  return mapStrings(value, (s) => table.get(s) ?? s)
}
