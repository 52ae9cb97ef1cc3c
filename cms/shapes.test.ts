import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCms } from './openCms.ts'

// The real platform's variant (the default), call by call as cms/README.md cites its evidence.
let cms: Awaited<ReturnType<typeof openCms>>
beforeAll(async () => {
  cms = await openCms()
})
afterAll(() => cms.close())

const get = async (api: 'integration' | 'panel', path: string) => {
  const response = await cms.call(api, path)
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('the real variant', () => {
  it('answers profiles with top-level galleries, string sizes, weight and "" for no value', async () => {
    const { data } = (await (await cms.talents('paginate=1000')).json()) as { data: { id: number }[] }
    const profiles = await Promise.all(
      data.map(async (t) => (await get('integration', `/api/talent/profile?language=pt&id=${t.id}`)).body),
    )
    const all = profiles as Record<string, unknown>[]
    expect(all.every((p) => Array.isArray(p.book) && Array.isArray(p.snap) && Array.isArray(p.compo))).toBe(
      true,
    )
    expect(all.every((p) => Array.isArray(p.video) && !('galleries' in p) && !('videos' in p))).toBe(true)
    expect(all.some((p) => (p.compo as unknown[]).length > 0)).toBe(true)
    expect(all.some((p) => (p.book as { width: unknown }[]).some((b) => typeof b.width === 'string'))).toBe(
      true,
    )
    expect(all.every((p) => typeof p.weight === 'string' && typeof p.hips === 'string')).toBe(true)
    expect(all.some((p) => p.hips === '')).toBe(true)
    expect(all.some((p) => String(p.cover).endsWith('/.jpg'))).toBe(true)
    expect(all.some((p) => (p.video as { provider: string }[]).some((v) => v.provider === 'tiktok'))).toBe(
      true,
    )
  })

  it('answers slides as a bare array with sections; `all` and no type give every section', async () => {
    const prehome = (await get('panel', '/api/slides/prehome')).body as { section: string }[]
    expect(prehome.map((s) => s.section)).toEqual(['prehome', 'prehome'])
    const all = (await get('panel', '/api/slides/all')).body as unknown[]
    expect(all).toHaveLength(5)
    expect((await get('panel', '/api/slides')).body).toEqual(all)
  })

  it('answers posts of type blog, each with its lang; one post bare; `all` mixes the languages', async () => {
    const page = (await get('panel', '/api/posts/blog/pt?paginate=8&page=1')).body as {
      data: { slug: string; lang: string }[]
      last_page: number
    }
    expect(page.data).toHaveLength(8)
    expect(page.data.every((p) => p.lang === 'pt')).toBe(true)
    const one = (await get('panel', `/api/posts/blog/pt/${page.data[0]?.slug}`)).body as { slug: string }
    expect(one.slug).toBe(page.data[0]?.slug)
    const all = (await get('panel', '/api/posts/blog/all?paginate=100')).body as { data: { lang: string }[] }
    expect(new Set(all.data.map((p) => p.lang))).toEqual(new Set(['pt', 'en']))
    expect(((await get('panel', '/api/posts/news/pt')).body as { data: unknown[] }).data).toEqual([])
  })

  it('answers only the attribute lists the query names, as { id, value } in that language', async () => {
    const pt = (await get('integration', '/api/talents/attributes?hair=pt&eyes=pt')).body as Record<
      string,
      { id: string; value: string }[]
    >
    expect(Object.keys(pt).sort()).toEqual(['eyes', 'hair'])
    expect(pt.hair).toContainEqual({ id: 'Blonde', value: 'Loiro' })
    const en = (await get('integration', '/api/talents/attributes?hair=en')).body as Record<string, unknown>
    expect(en).toEqual({ hair: expect.arrayContaining([{ id: 'Blonde', value: 'Blonde' }]) })
  })

  it('does not answer the social media call, which no real client makes', async () => {
    expect((await get('panel', '/api/social-media')).status).toBe(404)
  })
})
