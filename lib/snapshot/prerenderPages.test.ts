import { describe, expect, it } from 'vitest'
import { resolvePath } from '../routes'
import { profileShellLocale } from '../routes/profileShell'
import { profilePageContextUrl, talentPath } from '../routes/talentRoute'
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
      if (page.status === 404 || profileShellLocale(page.url)) continue
      expect(resolvePath(page.url), page.url).toMatchObject({ type: 'page' })
    }
    for (const url of ['/', '/en', '/modelos', '/en/models/image', '/sobre', '/en/contact', '/favoritos']) {
      expect(all.map((p) => p.url)).toContain(url)
    }
  })

  it('each talent has its profile and comp card in both languages; each post its page in its language', () => {
    expect(talentPages).toHaveLength(data.talents().length * 4)
    const [first] = data.talents()
    const mine = talentPages.filter(
      (p) => resolvePath(p.url).type === 'page' && p.url.includes(`/${first?.id}/`),
    )
    expect(mine.map((p) => resolvePath(p.url))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ locale: 'pt', route: expect.objectContaining({ screen: 'profile' }) }),
        expect.objectContaining({ locale: 'en', route: expect.objectContaining({ screen: 'compCard' }) }),
      ]),
    )
    for (const locale of ['pt', 'en'] as const) {
      const posts = sharedPages.filter((p) => {
        const r = resolvePath(p.url)
        return r.type === 'page' && r.locale === locale && r.route.screen === 'post'
      })
      expect(posts).toHaveLength(data.posts(locale).length)
    }
  })

  it('HTML at {url}/index.html with its pageContext beside it; the 404 pages at 404.html and en/404.html, without one', () => {
    expect(all.find((p) => p.url === '/sobre')).toEqual({
      url: '/sobre',
      file: 'sobre/index.html',
      status: 200,
      json: { url: '/sobre/index.pageContext.json', file: 'sobre/index.pageContext.json' },
    })
    expect(all.find((p) => p.url === '/')?.json?.file).toBe('index.pageContext.json')
    // A comp card is HTML only (no client hooks): client routing never asks for its pageContext.
    const compCards = talentPages.filter((p) => p.url.endsWith('/comp-card'))
    expect(compCards).toHaveLength(data.talents().length * 2)
    expect(compCards.every((p) => p.json === null)).toBe(true)
    // A profile's pageContext is published once, beside the Portuguese profile (the Worker serves it for
    // both languages): 5 files per talent, not 6.
    for (const t of data.talents().slice(0, 5)) {
      const [pt, en] = (['pt', 'en'] as const).map((l) => all.find((p) => p.url === talentPath(t, l)))
      expect(pt?.json?.url).toBe(profilePageContextUrl(t))
      expect(en?.json).toBeNull()
    }
    const files = talentPages.reduce((sum, p) => sum + 1 + (p.json ? 1 : 0), 0)
    expect(files).toBe(data.talents().length * 5)
    const notFound = all.filter((p) => p.status === 404)
    expect(notFound.map((p) => [p.file, p.json])).toEqual([
      ['404.html', null],
      ['en/404.html', null],
    ])
    expect(notFound.map((p) => resolvePath(p.url).type)).toEqual(['not-found', 'not-found'])
  })
})
