import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type RunningCms, startCms } from '../../cms/startCms'
import { type CmsTestClient, cmsTestClient } from '../../cms/testClient'
import { parseCategoryIds } from '../../lib/categories'
import { site } from '../../lib/site'
import { createUpstream } from '../../lib/upstream'
import { demoCredentials } from '../../lib/upstream/demo'
import { tamperingFetch } from '../testing/syncHarness'
import { readAttributes } from './attributes'
import { readPosts } from './posts'
import { readProfile } from './profiles'
import { defaultSettings, type ReadContext } from './reading'
import { readRoster } from './roster'
import { readSlides } from './slides'
import { readSocial } from './social'

// Each reader against the stand-in CMS: what the sync publishes, what it sets aside, what it warns about,
// and what `--check` (one page deep) reports of the same call.

let cms: RunningCms
let client: CmsTestClient
beforeAll(async () => {
  cms = await startCms({ port: 0 })
  client = cmsTestClient(cms.url)
})
afterAll(() => cms?.close())
beforeEach(() => client.reset('demo'))

/** The rough data set's own category ids (cms/README.md, "The rough data set"). */
const roughIds = parseCategoryIds('mainboard:651,image:652,development:1')

const context = (extra: Partial<ReadContext> & { fetch?: typeof fetch } = {}): ReadContext => {
  const { fetch, ...rest } = extra
  return {
    upstream: createUpstream({
      panelUrl: cms.url,
      integrationUrl: cms.url,
      credentials: demoCredentials,
      retries: 0,
      timeoutMs: 3000,
      ...(fetch ? { fetch } : {}),
    }),
    settings: defaultSettings,
    concurrency: 4,
    depth: 'all',
    ...rest,
  }
}

const rejectedOf = (r: {
  setAside: { list: string; rejected: readonly { id: unknown; field: string }[] }[]
}) => r.setAside.flatMap((s) => s.rejected.map((x) => [s.list, x.id, x.field]))

describe('readSocial', () => {
  it('falls back to the site configuration when the CMS does not answer the optional call', async () => {
    const r = await readSocial(context())
    expect(r.items.instagram).toBe(site.instagram)
    expect(r).toMatchObject({
      count: 0,
      warnings: [],
      detail: expect.stringMatching(/^not answered \(404\)/),
    })
  })

  it('turns a failing call into a warning, not a failure', async () => {
    await client.fault({ path: '/api/social-media', status: 500, count: 5 })
    const r = await readSocial(context())
    expect(r.items.instagram).toBe(site.instagram)
    expect(r.warnings).toEqual([expect.stringMatching(/^warning: social links: .*status 500/)])
  })
})

describe('readSlides', () => {
  it('reads the pre-home and the About slides of the demo', async () => {
    const prehome = await readSlides(context(), 'prehome')
    expect(prehome.items).toHaveLength(2)
    expect(prehome.setAside).toEqual([{ list: 'slides.prehome', total: 2, rejected: [] }])
    expect((await readSlides(context(), 'about')).items).toHaveLength(3)
  })

  it('sets aside a slide it cannot show, and warns about a section the CMS does not have', async () => {
    await client.reset('rough')
    const prehome = await readSlides(context(), 'prehome')
    expect(prehome.items.map((s) => s.id)).toEqual([11, 12])
    expect(rejectedOf(prehome)).toEqual([['slides.prehome', 13, 'url.desktop']])
    const about = await readSlides(context(), 'about')
    expect(about.items).toEqual([])
    expect(about.warnings).toEqual([
      expect.stringMatching(
        /^warning: slides "slides": \/api\/slides\/slides \(404\), then \/api\/slides\/all/,
      ),
    ])
  })
})

describe('readPosts', () => {
  it('reads every page for the sync, the first only for --check', async () => {
    const all = await readPosts(context(), 'pt')
    expect(all.items).toHaveLength(32)
    expect(all.detail).toBe('32 posts, last_page 4')
    await client.clearRequests()
    const first = await readPosts(context({ depth: 'first' }), 'pt')
    expect(first.items).toHaveLength(9)
    expect(first.detail).toBe('9 posts, last_page 4')
    const pages = Object.entries(await client.requests()).filter(([path]) => path.startsWith('/api/posts/'))
    expect(pages).toEqual([[expect.stringContaining('page=1'), 1]])
  })

  it('keeps only its language of a mixed list, and completes a post without content from its own call', async () => {
    const fetch = tamperingFetch(
      (url) => url.pathname === '/api/posts/blog/pt' && url.searchParams.get('page') === '1',
      (body) => {
        const [first, second] = body.data as Record<string, unknown>[]
        if (first) first.lang = 'en'
        if (second) second.content = undefined
      },
    )
    const r = await readPosts(context({ fetch, depth: 'first' }), 'pt')
    expect(r.items).toHaveLength(8)
    expect(r.items.every((p) => p.content.length > 0)).toBe(true)
  })

  it('sets aside the posts it cannot show, and warns about a post type without posts', async () => {
    await client.reset('rough')
    const r = await readPosts(context(), 'pt')
    expect(rejectedOf(r)).toEqual([
      ['posts.pt', 2101, 'title'],
      ['posts.pt', 2102, 'slug'],
    ])
    const missing = await readPosts(context({ settings: { ...defaultSettings, postType: 'news' } }), 'pt')
    expect(missing.items).toEqual([])
    expect(missing.warnings).toEqual([
      'warning: posts "news/pt": the CMS answers no posts (CMS_POST_TYPE); no pt posts',
    ])
  })
})

describe('readRoster', () => {
  it('lists the talents in the site categories, and every entry for the category table', async () => {
    const r = await readRoster(context())
    expect(r.items.talents).toHaveLength(150)
    expect(r.items.listed).toHaveLength(160)
    expect(r.detail).toBe(
      "160 talents, 150 in the site's categories (CMS_CATEGORY_IDS), 10 in other categories only",
    )
  })

  it('leaves out a talent without a name with a warning', async () => {
    await client.reset('rough')
    const r = await readRoster(context({ settings: { ...defaultSettings, categoryIds: roughIds } }))
    expect(r.items.talents.map((t) => t.id)).not.toContain(1401)
    expect(r.warnings).toContain(
      "warning: talent 1401 has no name; left out (as the platform's own template does)",
    )
  })
})

describe('readProfile', () => {
  const firstTalent = async (ctx: ReadContext) => {
    const t = (await readRoster(ctx)).items.talents[0]
    if (!t) throw new Error('the demo has no talent')
    return t
  }

  it('reads a profile, completed from its roster entry', async () => {
    const ctx = context()
    const t = await firstTalent(ctx)
    const r = await readProfile(ctx, t)
    expect(r.items).toMatchObject({ id: t.id, name: t.name })
    expect(r.detail).toMatch(/^book \d+, snap \d+, compo \d+, videos \d+$/)
  })

  it('warns about a profile that answers 404, and sets aside one it cannot read', async () => {
    const ctx = context()
    const t = await firstTalent(ctx)
    await client.fault({ path: '/api/talent/profile', status: 404 })
    const absent = await readProfile(ctx, t)
    expect(absent.items).toBeNull()
    expect(absent.warnings).toEqual([
      `warning: talent ${t.id} is in the roster but its profile answers 404; left out`,
    ])
    expect(rejectedOf(absent)).toEqual([])

    const broken = tamperingFetch(
      (url) => url.pathname === '/api/talent/profile',
      (body) => {
        body.book = 'none'
      },
    )
    const r = await readProfile(context({ fetch: broken }), t)
    expect(r.items).toBeNull()
    expect(rejectedOf(r)).toEqual([['profiles', t.id, 'book']])
  })
})

describe('readAttributes', () => {
  it('reads the lists the CMS answers', async () => {
    const r = await readAttributes(context(), 'pt')
    expect(r.items.hair.length).toBeGreaterThan(0)
    expect(r.detail).toBe('lists: hair, eyes (the rest built in)')
    expect(r.warnings).toEqual([])
  })

  it('builds in a list the CMS does not answer, with a warning, and sets aside a value it cannot read', async () => {
    await client.reset('rough')
    const r = await readAttributes(context(), 'pt')
    expect(r.warnings).toEqual([
      expect.stringMatching(/^warning: attributes pt: the CMS answers no eyes list/),
    ])
    expect(rejectedOf(r)).toEqual([['attributes.pt.hair', 99, 'value']])
    expect(r.items.hair.map((o) => o.value)).not.toContain('99')
  })
})
