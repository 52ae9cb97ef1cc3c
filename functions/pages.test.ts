import { describe, expect, it, vi } from 'vitest'
import { talentPath } from '../lib/routes/talentRoute'
import { built, builtUrl, harness } from './testing/workerd'

const newcomer = {
  id: 9200,
  name: 'Bruno Costa',
  gender: 'man',
  categories: [{ id: 3226, name: 'Image' }],
}
const addNewcomer = (h: ReturnType<typeof harness>) => h.cms.putTalent(newcomer)

const title = async (res: Response) => /<title>([^<]*)/.exec(await res.text())?.[1]

describe('profile pages (the Worker runs first)', () => {
  it('serves the prerendered page of a talent at its canonical URL, asking upstream once a cache period', async () => {
    const h = harness()
    const res = await h.request(builtUrl)
    expect(res.status).toBe(200)
    expect(await title(res)).toBe(`profile ${built.id}`)
    // The live profile, to write into the page when it differs from the build (functions/liveProfilePage.ts).
    await vi.waitFor(() => expect(h.calls.filter((c) => c === 'GET /api/talent/profile')).toHaveLength(1))
    expect(await title(await h.request(builtUrl))).toBe(`profile ${built.id}`)
    expect(h.calls.filter((c) => c === 'GET /api/talent/profile')).toHaveLength(1)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('redirects a wrong slug, a non-canonical category and a missing slug to the canonical URL (301)', async () => {
    const h = harness()
    const other = built.categories[1]
    for (const path of [
      `/modelos/${built.categories[0]}/${built.id}/wrong-name`,
      `/modelos/${other}/${built.id}/${built.slug}`,
      `/modelos/${built.categories[0]}/${built.id}`,
      `/modelos/${built.categories[0]}/${built.id}/${built.slug}/`,
      `/models/${other}/${built.id}/${built.slug}`,
      `/pt/modelos/${other}/${built.id}`,
      // A name typed by hand: capitals, accents, another separator; a category in capitals.
      `/modelos/${built.categories[0]}/${built.id}/${built.slug.toUpperCase()}`,
      `/modelos/${built.categories[0]}/${built.id}/${encodeURIComponent(`Á${built.slug}`)}`,
      `/modelos/${built.categories[0]}/${built.id}/${built.slug.replaceAll('-', '_')}`,
      `/modelos/${built.categories[0]?.toUpperCase()}/${built.id}/${built.slug}`,
    ]) {
      const res = await h.request(path)
      expect(res.status, path).toBe(301)
      expect(res.headers.get('location'), path).toBe(builtUrl)
    }
  })

  it('redirects English paths, with the other language’s segment, in one hop and keeps the query', async () => {
    const res = await harness().request(`/en/modelos/${built.categories[1]}/${built.id}/x?from=share`)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(
      `/en/models/${built.categories[0]}/${built.id}/${built.slug}?from=share`,
    )
  })

  it("answers a comp card's old address with a 301 to the profile at its card, in one hop; none for a newer talent", async () => {
    const h = harness()
    const other = built.categories[1]
    const cases: [path: string, location: string][] = [
      [`${builtUrl}/comp-card`, `${builtUrl}#comp-card`],
      [`/modelos/${built.categories[0]}/${built.id}/wrong-name/comp-card`, `${builtUrl}#comp-card`],
      [`/models/${other}/${built.id}/${built.slug}/comp-card?from=mail`, `${builtUrl}?from=mail#comp-card`],
      [`/en/modelos/${other}/${built.id}/x/comp-card`, `${talentPath(built, 'en')}#comp-card`],
    ]
    for (const [path, location] of cases) {
      const res = await h.request(path)
      expect(res.status, path).toBe(301)
      expect(res.headers.get('location'), path).toBe(location)
    }
    await addNewcomer(h)
    const newer = await h.request('/en/models/image/9200/bruno-costa/comp-card')
    expect(newer.status).toBe(404)
    expect(await title(newer)).toBe('404 en')
    expect(h.calls).toEqual([])
  })

  it('serves the profile shell (200, URL unchanged) for a talent added to the CMS after the build', async () => {
    const h = harness()
    await addNewcomer(h)
    const pt = await h.request('/modelos/image/9200/bruno-costa')
    expect(pt.status).toBe(200)
    expect(await title(pt)).toBe('shell pt')
    const en = await h.request('/en/models/image/9200/bruno-costa')
    expect(await title(en)).toBe('shell en')
    const wrong = await h.request('/modelos/mainboard/9200/bruno')
    expect(wrong.status).toBe(301)
    expect(wrong.headers.get('location')).toBe('/modelos/image/9200/bruno-costa')
  })

  it('serves no page data: pages are HTML only, so a pageContext address under a profile is the 404 page', async () => {
    const h = harness()
    const res = await h.request(`${talentPath(built, 'pt')}/index.pageContext.json`)
    expect(res.status).toBe(404)
    expect(await title(res)).toBe('404 pt')
  })

  it('answers the 404 page with status 404 for an id nobody knows, in the path’s language', async () => {
    const h = harness()
    const pt = await h.request('/modelos/image/987654/ninguem')
    expect(pt.status).toBe(404)
    expect(await title(pt)).toBe('404 pt')
    const en = await h.request('/en/models/image/987654/nobody')
    expect(en.status).toBe(404)
    expect(await title(en)).toBe('404 en')
    expect((await h.request('/modelos/kids/1/x')).status).toBe(404)
    expect((await h.request('/modelos/image/abc/x')).status).toBe(404)
  })

  it('answers 503 with the shell when upstream is down for an id the build does not know', async () => {
    const h = harness()
    await h.fault({ path: '/api/talents', status: 500, count: 5 })
    await h.fault({ path: '/api/talent/profile', status: 500, count: 5 })
    const res = await h.request('/modelos/image/9200/bruno-costa')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('30')
  })

  it('serves the shell at once, within the budget, when upstream stalls for a talent it answered before', async () => {
    const h = harness({}, { liveBudgetMs: 1500, liveAttemptMs: 500 })
    await addNewcomer(h)
    expect((await h.request('/modelos/image/9200/bruno-costa')).status).toBe(200)
    h.advance(61_000)
    await h.fault({ path: '/api/talent/profile', delay_ms: 30_000, count: 10 })
    const page = await h.request('/modelos/image/9200/bruno-costa')
    expect(page.status).toBe(200)
    expect(await title(page)).toBe('shell pt')
    // The shell's own request for the profile finds the stale copy the page stored: no second wait.
    const api = await h.request('/api/talents/9200')
    expect(api.headers.get('live-data')).toBe('stale')
    expect(h.calls.filter((c) => c === 'GET /api/talent/profile')).toHaveLength(3)
  })

  it('asks upstream once for 200 visits of an unknown id', async () => {
    const h = harness()
    for (let n = 0; n < 200; n++) expect((await h.request('/modelos/image/9300/ninguem')).status).toBe(404)
    expect(h.calls.filter((c) => c === 'GET /api/talent/profile')).toHaveLength(1)
  })

  it('redirects a roster path with a trailing slash that reaches the Worker', async () => {
    const res = await harness().request('/modelos/image/')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/modelos/image')
  })
})
