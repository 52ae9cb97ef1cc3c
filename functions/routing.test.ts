import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { categoryOrder } from '../lib/categories'
import { locales } from '../lib/i18n/locales'
import { urlFor } from '../lib/routes'

// Which paths the Worker sees before the static assets (wrangler.toml `run_worker_first`).
const toml = readFileSync(join(import.meta.dirname, '../wrangler.toml'), 'utf8')
const patterns = [...(/run_worker_first = \[([\s\S]*?)\]/.exec(toml)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map(
  (m) => new RegExp(`^${(m[1] ?? '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`),
)
const workerFirst = (path: string) => patterns.some((p) => p.test(path))

describe('run_worker_first', () => {
  it('runs the Worker first on every roster, so a filtered address gets its matches (rosterPage.ts)', () => {
    for (const locale of locales) {
      for (const category of [null, ...categoryOrder]) {
        const path = urlFor({ screen: 'roster', category }, locale)
        expect(workerFirst(path), path).toBe(true)
      }
    }
  })

  it('runs the Worker first on the favorites page, so a shared link gets its request in the HTML (favoritesPage.ts)', () => {
    for (const locale of locales) {
      const path = urlFor({ screen: 'favorites' }, locale)
      expect(workerFirst(path), path).toBe(true)
    }
  })

  it('leaves the other pages to the static assets', () => {
    for (const path of ['/', '/en', '/sobre', '/en/news', '/assets/x.js', '/__roster-cards.pt.json']) {
      expect(workerFirst(path), path).toBe(false)
    }
  })
})
