import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCms } from './openCms.ts'
import type { Picture, Post, Profile as RealProfile, Slide, Talent } from './types.ts'

// These tests read the spec's variant; cms/shapes.test.ts reads the real platform's.
type Profile = Omit<RealProfile, 'book' | 'snap' | 'video'> & {
  galleries: { book: Picture[]; snap: Picture[] }
  videos: { file: string; provider: string }[]
}

type Page<T> = { current_page: number; last_page: number; per_page: number; total: number; data: T[] }

let cms: Awaited<ReturnType<typeof openCms>>
beforeAll(async () => {
  cms = await openCms({ shape: 'spec' })
})
afterAll(() => cms.close())

const SITE = [3224, 3225, 3226]

const allTalents = async (body?: unknown) =>
  (await (await cms.talents('paginate=1000', body)).json()) as Page<Talent>

describe('talents', () => {
  it('lists every talent ordered by name, ignoring case, accents and spaces', async () => {
    const page = await allTalents()
    expect(page.total).toBeGreaterThanOrEqual(150)
    expect(page.data).toHaveLength(page.total)
    const keys = page.data.map((t) => t.name.trim().replace(/\s+/g, ' '))
    const sorted = [...keys].sort(new Intl.Collator('pt', { sensitivity: 'base' }).compare)
    expect(keys).toEqual(sorted)
    expect(Object.keys(page.data[0] ?? {}).sort()).toEqual(
      ['categories', 'cover', 'gender', 'id', 'instagram', 'name'].sort(),
    )
  })

  it('has the awkward cases the site must handle', async () => {
    const { data } = await allTalents()
    const names = data.map((t) => t.name)
    expect(names).toContain('MARIA eduarda  silva')
    expect(names).toContain('joão PEDRO')
    const hidden = data.filter((t) => !t.categories.some((c) => SITE.includes(c.id)))
    expect(hidden.length).toBeGreaterThanOrEqual(10)
    expect(data.some((t) => t.categories.filter((c) => SITE.includes(c.id)).length > 1)).toBe(true)
    const initials = new Set(data.map((t) => t.name.trim().normalize('NFD').charAt(0).toUpperCase()))
    for (const letter of ['Q', 'U', 'X', 'Y', 'Z']) expect(initials.has(letter)).toBe(false)
    expect(data.some((t) => t.cover.endsWith('/.jpg'))).toBe(true)
    expect(data.some((t) => t.cover.startsWith('http://'))).toBe(true)
    expect(data.some((t) => t.instagram?.startsWith('@'))).toBe(true)
    expect(data.some((t) => t.instagram?.startsWith('https://'))).toBe(true)
    expect(data.some((t) => t.instagram === null)).toBe(true)
    expect(data.some((t) => t.gender === 'man') && data.some((t) => t.gender === 'woman')).toBe(true)
  })

  it('filters by categories (any of them) and gender', async () => {
    const { data } = await allTalents({ filters: { categories: [3224], gender: 'man' } })
    expect(data.length).toBeGreaterThan(0)
    for (const t of data) {
      expect(t.gender).toBe('man')
      expect(t.categories.map((c) => c.id)).toContain(3224)
    }
    const two = await allTalents({ filters: { categories: [3224, 3226] } })
    const image = await allTalents({ filters: { categories: [3226] } })
    expect(two.total).toBeGreaterThan(image.total)
  })

  it('pages with paginate and page', async () => {
    const first = (await (await cms.talents('paginate=20')).json()) as Page<Talent>
    const second = (await (await cms.talents('paginate=20&page=2')).json()) as Page<Talent>
    const all = await allTalents()
    expect(first).toMatchObject({ current_page: 1, per_page: 20, last_page: Math.ceil(all.total / 20) })
    expect(second.current_page).toBe(2)
    expect([...first.data, ...second.data]).toEqual(all.data.slice(0, 40))
    const past = (await (await cms.talents('paginate=20&page=99')).json()) as Page<Talent>
    expect(past.data).toEqual([])
  })

  it('sorts newest first with {sort: 1}', async () => {
    const { data } = await allTalents({ sort: 1 })
    const ids = data.map((t) => t.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })
})

describe('profile', () => {
  it('answers the talent itself with measurements, galleries and videos', async () => {
    const { data } = await allTalents()
    const profiles = await Promise.all(
      data.map(async (t) => {
        const response = await cms.call(
          'integration',
          `/api/talent/profile?language=pt&id=${t.id}&cover2=1&skills=1`,
        )
        expect(response.status).toBe(200)
        return (await response.json()) as Profile
      }),
    )
    const first = profiles[0]
    expect(first).toMatchObject({
      id: data[0]?.id,
      name: data[0]?.name,
      galleries: { book: expect.any(Array) },
    })
    for (const p of profiles) {
      expect(p.galleries.book.length).toBeGreaterThanOrEqual(4)
      expect(p.galleries.book.length).toBeLessThanOrEqual(10)
      expect(p.galleries.snap.length).toBeLessThanOrEqual(4)
    }
    const values = profiles.flatMap((p) => [p.height, p.shirt, p.shoes, p.bust, p.hips])
    expect(values.some((v) => v && /^\d+\/\d'\d+"$/.test(v))).toBe(true)
    expect(values.some((v) => v && /^\d+ \([A-Z]+\)\/[\d.]+$/.test(v))).toBe(true)
    expect(values.some((v) => v && /^\d+x[\d.]+$/.test(v))).toBe(true)
    expect(values.some((v) => v && /^\d+$/.test(v))).toBe(true)
    expect(values).toContain('')
    const men = profiles.filter((p) => p.gender === 'man')
    expect(men.some((p) => p.bust && !p.chest)).toBe(true)
    expect(profiles.some((p) => p.galleries.snap.length === 0)).toBe(true)
    const sizes = new Set(profiles.flatMap((p) => p.galleries.book.map((b) => `${b.width}x${b.height}`)))
    expect(sizes).toEqual(new Set(['2000x2667', '3000x2000', '2000x2000']))
    const videos = profiles.flatMap((p) => p.videos)
    expect(videos.some((v) => v.provider === 'youtube')).toBe(true)
    expect(videos.some((v) => v.provider === 'vimeo' && v.file.includes('/'))).toBe(true)
  })

  it('answers 404 for an unknown id', async () => {
    const response = await cms.call('integration', '/api/talent/profile?language=pt&id=1')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Talent not found' })
  })
})

describe('attributes', () => {
  it('labels hair and eyes in the requested language', async () => {
    const pt = (await (await cms.call('integration', '/api/talents/attributes?language=pt')).json()).data
    const en = (await (await cms.call('integration', '/api/talents/attributes?language=en')).json()).data
    expect(pt.gender).toEqual(['woman', 'man', 'undefined'])
    expect(pt.hair).toContainEqual({ value: 'Blonde', label: 'Loiro' })
    expect(en.hair).toContainEqual({ value: 'Blonde', label: 'Blonde' })
    expect(pt.height).toContainEqual({ value: '170', label: '170 cm / 5\'7"' })
    expect(pt.chest).toContainEqual({ value: '86', label: '86 cm / 33.9"' })
    expect(pt.weight).toContainEqual({ value: '60', label: '60 kg / 132 lb' })
    expect(pt.shirt).toContainEqual({ value: '38.5', label: '38.5' })
    expect(pt.height[0].value).toBe('30')
    expect(pt.jeans[0].value).toBe('34')
  })
})

describe('posts', () => {
  const list = async (language: string, page?: number) =>
    (await (
      await cms.call(
        'panel',
        `/api/posts/news/${language}?sort=order&order=asc${page ? `&page=${page}` : ''}`,
      )
    ).json()) as Page<Post>

  it('pages nine at a time in display order', async () => {
    const first = await list('pt')
    expect(first.per_page).toBe(9)
    expect(first.total).toBeGreaterThanOrEqual(30)
    expect(first.data).toHaveLength(9)
    const pages = [first]
    for (let page = 2; page <= first.last_page; page++) pages.push(await list('pt', page))
    const all = pages.flatMap((p) => p.data)
    expect(all).toHaveLength(first.total)
    const orders = all.map((p) => p.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect((await list('pt', first.last_page + 1)).data).toEqual([])
    expect((await list('en')).total).toBeGreaterThanOrEqual(25)
    expect((await list('es')).total).toBe(0)
  })

  it('pairs translations and has video covers, slides and one injection attempt', async () => {
    const pt = (await (await cms.call('panel', '/api/posts/news/pt?page=1')).json()) as Page<Post>
    const all: Post[] = []
    for (let page = 1; page <= pt.last_page; page++) all.push(...(await list('pt', page)).data)
    const paired = all.find((p) => p.translation_slug)
    const other = await cms.call('panel', `/api/posts/news/en/${paired?.translation_slug}`)
    expect(other.status).toBe(200)
    expect(((await other.json()) as { data: Post }).data.translation_slug).toBe(paired?.slug)
    expect(all.some((p) => p.thumbnail === null && p.cover.endsWith('.mp4'))).toBe(true)
    expect(all.some((p) => p.slides.length > 0)).toBe(true)
    const injected = all.filter((p) => p.content.includes('<script>'))
    expect(injected).toHaveLength(1)
    expect(injected[0]?.content).toContain('onerror=')
    expect(injected[0]?.content).toContain('javascript:')
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length)
  })

  it('answers one post by slug, 404 otherwise', async () => {
    const { data } = await list('en')
    const slug = data[0]?.slug ?? ''
    const response = await cms.call('panel', `/api/posts/news/en/${slug}`)
    expect(((await response.json()) as { data: Post }).data.slug).toBe(slug)
    const missing = await cms.call('panel', '/api/posts/news/en/no-such-post')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Not found' })
  })
})

describe('slides and social media', () => {
  it('has image and video prehome slides, three About slides', async () => {
    const prehome = (await (await cms.call('panel', '/api/slides/prehome')).json()).data as Slide[]
    expect(prehome.some((s) => s.type === 'image')).toBe(true)
    expect(prehome.some((s) => s.type === 'video' && s.url.desktop?.endsWith('.mp4'))).toBe(true)
    const about = (await (await cms.call('panel', '/api/slides/slides')).json()).data as Slide[]
    expect(about).toHaveLength(3)
    for (const s of about) expect(s.url.desktop && s.url.mobile).toBeTruthy()
    expect((await (await cms.call('panel', '/api/slides/nope')).json()).data).toEqual([])
    const social = await (await cms.call('panel', '/api/social-media')).json()
    expect(social.data.instagram.link).toMatch(/^https:\/\/www\.instagram\.com\//)
  })
})

describe('media', () => {
  it('serves JPEGs of the size in their name, absolute paths pointing at this instance', async () => {
    const { data } = await allTalents()
    const absolute = data.find((t) => t.cover.startsWith('http://') && !t.cover.endsWith('/.jpg'))
    expect(absolute?.cover.startsWith(`${cms.url}/uploads/`)).toBe(true)
    const response = await fetch(absolute?.cover ?? '')
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 1067])
  })

  it('serves mp4s with ranges, 404 for anything else', async () => {
    const whole = await fetch(`${cms.url}/uploads/videos/prehome.mp4`)
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    const size = (await whole.arrayBuffer()).byteLength
    const part = await fetch(`${cms.url}/uploads/videos/prehome.mp4`, { headers: { range: 'bytes=10-19' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${size}`)
    expect((await part.arrayBuffer()).byteLength).toBe(10)
    for (const path of [
      '/uploads/talents/1002/.jpg',
      '/uploads/videos/nope.mp4',
      '/uploads/x.png',
      '/nope',
      '/api/nope',
    ]) {
      expect((await fetch(`${cms.url}${path}`)).status).toBe(404)
    }
  })
})
