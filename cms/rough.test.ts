import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCms } from './openCms.ts'

// The rough data set (cms/README.md, "The rough data set"), switched on by POST /__reset { dataset }.

let cms: Awaited<ReturnType<typeof openCms>>
beforeAll(async () => {
  cms = await openCms()
})
afterAll(() => cms.close())

const reset = (dataset?: string) =>
  fetch(`${cms.url}/__reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(dataset === undefined ? {} : { dataset }),
  })

type Listed = { id: number; name: string; cover?: string; categories?: { id: number }[] }

describe('the rough data set', () => {
  it('is switched on and off by /__reset, and refuses an unknown one', async () => {
    expect((await reset('rough')).status).toBe(200)
    const rough = (await (await cms.talents('paginate=1000')).json()) as { data: Listed[] }
    expect(rough.data.find((t) => t.id === 1401)?.name).toBe('')
    expect(rough.data.every((t) => t.categories?.every((c) => ![3224, 3225, 3226].includes(c.id)))).toBe(true)
    expect((await reset('tidy')).status).toBe(422)
    expect((await reset('demo')).status).toBe(200)
    const demo = (await (await cms.talents('paginate=1000')).json()) as { data: Listed[] }
    expect(demo.data.some((t) => t.id === 1401)).toBe(false)
  })

  it('answers a profile without the list’s cover and categories, and one whose name differs', async () => {
    await reset('rough')
    const profile = (id: number) =>
      cms
        .call('integration', `/api/talent/profile?language=pt&id=${id}`)
        .then((r) => r.json() as Promise<Listed>)
    const bare = await profile(1402)
    expect(bare.name).toBe('Helena Prado')
    expect('cover' in bare || 'categories' in bare).toBe(false)
    expect((await profile(1403)).name).toBe('Bianca Nogueira Reis')
  })

  it('answers slides only for /all and bare /slides, posts dated by created_at, and no eyes list', async () => {
    await reset('rough')
    expect((await cms.call('panel', '/api/slides/prehome')).status).toBe(404)
    const all = (await (await cms.call('panel', '/api/slides/all')).json()) as {
      id: number
      section: string
    }[]
    expect(all.map((s) => [s.id, s.section])).toEqual([
      [11, 'prehome'],
      [12, 'prehome'],
      [13, 'prehome'],
    ])
    const en = (await (await cms.call('panel', '/api/posts/blog/en?paginate=100')).json()) as {
      data: { published_at: string | null; created_at: string }[]
    }
    expect(en.data.every((p) => p.published_at === null && p.created_at)).toBe(true)
    const attributes = await (await cms.call('integration', '/api/talents/attributes?hair=pt&eyes=pt')).json()
    expect(Object.keys(attributes)).toEqual(['hair'])
    expect(attributes.hair).toContainEqual({ id: '99', value: '' })
  })
})
