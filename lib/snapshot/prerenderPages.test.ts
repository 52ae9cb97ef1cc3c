import { describe, expect, it } from 'vitest'
import { rosterCardsLocale, rosterCardsPaths } from '../roster/rosterCards'
import { resolvePath } from '../routes'
import { profileShellLocale } from '../routes/profileShell'
import { prerenderPages } from './prerenderPages.server'
import { readSnapshot } from './readSnapshot.server'

const data = readSnapshot('data')
const { sharedPages, talentPages } = prerenderPages(data)
const all = [...sharedPages, ...talentPages]

describe('prerenderPages: what the build renders', () => {
  it('every page once, at a canonical URL of a screen, in both languages, to its own file', () => {
    expect(new Set(all.map((p) => p.url)).size).toBe(all.length)
    expect(new Set(all.map((p) => p.file)).size).toBe(all.length)
    for (const page of all) {
      // Pages for the Worker, not for visitors: the profile shells and the roster cards pages.
      if (page.status === 404 || profileShellLocale(page.url) || rosterCardsLocale(page.url)) continue
      expect(resolvePath(page.url), page.url).toMatchObject({ type: 'page' })
    }
    const urls = ['/', '/en', '/modelos', '/en/models/image', '/sobre', '/en/contact', '/favoritos']
    for (const url of [...urls, ...Object.values(rosterCardsPaths)]) {
      expect(all.map((p) => p.url)).toContain(url)
    }
  })

  it('each talent has its profile in both languages, its comp card inside; each post its page in its language', () => {
    expect(talentPages).toHaveLength(data.talents().length * 2)
    const [first] = data.talents()
    const mine = talentPages.filter(
      (p) => resolvePath(p.url).type === 'page' && p.url.includes(`/${first?.id}/`),
    )
    expect(mine.map((p) => resolvePath(p.url))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ locale: 'pt', route: expect.objectContaining({ screen: 'profile' }) }),
        expect.objectContaining({ locale: 'en', route: expect.objectContaining({ screen: 'profile' }) }),
      ]),
    )
    expect(mine).toHaveLength(2)
    for (const locale of ['pt', 'en'] as const) {
      const posts = sharedPages.filter((p) => {
        const r = resolvePath(p.url)
        return r.type === 'page' && r.locale === locale && r.route.screen === 'post'
      })
      expect(posts).toHaveLength(data.posts(locale).length)
    }
  })

  it('HTML only, at {url}/index.html: no page data beside it; the 404 pages at 404.html and en/404.html', () => {
    expect(all.find((p) => p.url === '/sobre')).toEqual({
      url: '/sobre',
      file: 'sobre/index.html',
      status: 200,
    })
    expect(all.find((p) => p.url === '/')?.file).toBe('index.html')
    // A talent is its two profiles (each holding its comp card): 2 files.
    expect(talentPages).toHaveLength(data.talents().length * 2)
    const notFound = all.filter((p) => p.status === 404)
    expect(notFound.map((p) => p.file)).toEqual(['404.html', 'en/404.html'])
    expect(notFound.map((p) => resolvePath(p.url).type)).toEqual(['not-found', 'not-found'])
  })
})
