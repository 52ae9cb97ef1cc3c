import { describe, expect, it } from 'vitest'
import { islandAttr } from '../lib/islands/islandAttr'
import { templateTalent } from '../lib/roster/cardTemplate'
import { type RosterCard, type RosterCardsFile, rosterCardsAsset } from '../lib/roster/rosterCards'
import { rosterMarks as m } from '../lib/roster/rosterMarks'
import { talentPath } from '../lib/routes/talentRoute'
import { type Assets, harness, workerLog } from './testing/workerd'

// The rewrite of a filtered roster address (functions/rosterPage.ts) on a page shaped like the built one
// (the marks of lib/roster/rosterMarks), rewritten by workerd's own HTMLRewriter.

const talent = (id: number, name: string, extra: Partial<RosterCard> = {}): RosterCard => ({
  id,
  name,
  slug: name.toLowerCase().replace(' ', '-'),
  gender: 'woman',
  cover: null,
  categories: ['image'],
  height: null,
  hair: null,
  eyes: null,
  card: `<li class="roster__item"><article><h2>${name}</h2></article></li>`,
  ...extra,
})

const file: RosterCardsFile = {
  talents: [
    talent(1, 'Ana Silva', { hair: 'Loiro', height: 175 }),
    talent(2, 'Bruno Costa', { gender: 'man', categories: ['mainboard'] }),
    talent(3, 'Mariana Lima', { categories: ['mainboard', 'image'], hair: 'Castanho' }),
  ],
  search: {
    all: ['<p class="roster__search">Results for “', '”<!-- --> <a href="/en/models">Clear search</a></p>'],
    mainboard: ['<p class="roster__search">Results for “', '” <a href="/en/models/mainboard">Clear</a></p>'],
  },
  empty: '<p class="roster__empty">No talents available</p>',
  template:
    `<li class="roster__item" id="talent-${templateTalent.id}"><article><a href="${talentPath(templateTalent, 'en')}">` +
    `<img src="${templateTalent.cover}"/><h2>Qzxname</h2></a><button data-favorite="{}"></button></article></li>`,
}

const props = { props: { category: null, first: [{ id: 9, name: 'Built First' }], total: 3 }, page: {} }
const rosterPage = (title: string) => `<!doctype html><html><body>
<header><search><form class="search-box" action="/en/models"><input id="s" name="q" type="search" ${m.search}=""></form></search></header>
<main><div class="island" data-island="roster" data-props="${JSON.stringify(props).replaceAll('"', '&quot;')}">
<div class="page roster" data-roster=""><header class="roster__header"><h1>${title}</h1>
<div class="roster-filters" ${m.filters}="">
<button ${m.letter}="A" aria-pressed="false" disabled="">A</button><button ${m.letter}="B" aria-pressed="false">B</button><button ${m.letter}="M" aria-pressed="false">M</button>
<button ${m.gender}="woman" aria-pressed="false">Women</button><button ${m.gender}="man" aria-pressed="false">Men</button>
<select ${m.select}="hair"><option value="" selected="">Any</option><option value="blonde">Blonde</option></select>
<select ${m.select}="minHeight"><option value="" selected="">Any</option><option value="175">175</option></select>
<button ${m.reset}="" aria-disabled="true">Clear filters</button>
<input type="hidden" name="q" value="" disabled="" ${m.kept}="q"><input type="hidden" name="gender" value="" disabled="" ${m.kept}="gender">
<span ${m.on}=""></span><span ${m.found}="">3 talents</span></div></header>
<p class="visually-hidden" role="status" ${m.count}=""></p>
<ul class="roster__grid" ${m.grid}=""><li class="roster__item"><article><h2>Built First</h2></article></li></ul>
<p class="roster__more" ${m.more}=""><a href="?page=2#talent-2">More talents</a></p>
</div></div></main></body></html>`

function assets(cards: RosterCardsFile | null = file): Assets {
  const page = (title: string) =>
    new Response(rosterPage(title), {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        etag: '"page"',
        'cache-control': 'public, max-age=0, must-revalidate',
        'content-security-policy': "default-src 'self'",
      },
    })
  return (path) => {
    if (path === '/en/models') return page('Models')
    if (path === '/modelos/mainboard') return page('Mainboard')
    if (path === rosterCardsAsset.en || path === rosterCardsAsset.pt) {
      return cards
        ? Response.json(cards, { headers: { etag: '"cards"' } })
        : new Response('', { status: 404 })
    }
    return new Response('not found', { status: 404 })
  }
}

async function get(path: string, cards?: RosterCardsFile | null, init?: RequestInit) {
  const h = harness({}, { assets: assets(cards) })
  const read = h.read
  const res = await h.request(path, init)
  return { res, html: await res.text(), read, h }
}

const names = (html: string) => [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((x) => x[1])
const attrs = (html: string, selector: RegExp) => selector.exec(html)?.[0] ?? ''

describe('GET a roster address with filters (every script blocked)', () => {
  it('answers the matching cards, the search line, the count and the search in the header box', async () => {
    const { res, html } = await get('/en/models?q=ANA')
    expect(res.status).toBe(200)
    expect(names(html)).toEqual(['Ana Silva', 'Mariana Lima'])
    expect(html).toContain('Results for “ANA”<!-- --> <a href="/en/models">Clear search</a>')
    // The search line sits above the filters, inside the roster's header.
    expect(html.indexOf('roster__search')).toBeLessThan(html.indexOf(m.filters))
    expect(html).toMatch(/role="status" data-roster-count="">2 talents<\/p>/)
    expect(attrs(html, /<input id="s"[^>]*>/)).toContain('value="ANA"')
  })

  it('marks the island as rewritten and hands it the matches as its first cards', async () => {
    const { html } = await get('/en/models?q=ana')
    const island = attrs(html, /<div class="island"[^>]*>/)
    // The built props stay as they were; the edge's replace `first`, in a form no runtime escaping alters.
    expect(island).toContain(`data-props="${JSON.stringify(props).replaceAll('"', '&quot;')}"`)
    const edge = new RegExp(`${islandAttr.edge}="([^"]*)"`).exec(island)?.[1] ?? ''
    expect(edge).toMatch(/^[\w%.!~*'()-]+$/)
    const replaced = JSON.parse(decodeURIComponent(edge)) as {
      first: { id: number }[]
      total: number
      live: boolean
      search: string
    }
    expect(Object.keys(replaced)).toEqual(['first', 'total', 'nextId', 'letters', 'live', 'search'])
    // The CMS has what the build had: the island's full list is the built one, loaded only for another query.
    expect(replaced.live).toBe(false)
    expect(replaced.search).toBe('?q=ana')
    expect(replaced.total).toBe(2)
    expect(replaced.first.map((t) => t.id)).toEqual([1, 3])
    expect(replaced.first[0]).toEqual({
      id: 1,
      name: 'Ana Silva',
      slug: 'ana-silva',
      gender: 'woman',
      cover: null,
      categories: ['image'],
    })
  })

  it('escapes the search everywhere it shows', async () => {
    const q = '<img src=x onerror=alert(1)>"&'
    const { html } = await get(`/en/models?${new URLSearchParams({ q })}`)
    // In the box: one quoted attribute value the search cannot leave.
    const input = /<input id="s"(?:[^>"]|"[^"]*")*>/.exec(html)?.[0]
    expect(input).toBe(
      `<input id="s" name="q" type="search" ${m.search}="" value="<img src=x onerror=alert(1)>&quot;&">`,
    )
    // Elsewhere only in quoted attribute values (the form's hidden search field), never as markup.
    expect(html.replaceAll(/<input(?:[^>"]|"[^"]*")*>/g, '')).not.toContain('<img')
    expect(html).toContain('Results for “&lt;img src=x onerror=alert(1)&gt;"&amp;”')
    expect(html).toContain('<p class="roster__empty">No talents available</p>')
    expect(html).not.toContain(m.grid)
    expect(html).toMatch(/data-roster-count="">0 talents</)
  })

  it('marks the filters the query sets: letter, gender, selects, clear button, letters left', async () => {
    const { html } = await get('/en/models?gender=woman&letter=M&hair=blonde')
    expect(names(html)).toEqual([])
    expect(attrs(html, /<button data-roster-letter="M"[^>]*>/)).toContain('aria-pressed="true"')
    // Only Ana is a blonde woman: A is enabled, B disabled, the chosen M stays enabled to be cleared.
    expect(attrs(html, /<button data-roster-letter="A"[^>]*>/)).not.toContain('disabled')
    expect(attrs(html, /<button data-roster-letter="B"[^>]*>/)).toContain('disabled')
    expect(attrs(html, /<button data-roster-letter="M"[^>]*>/)).not.toContain('disabled')
    expect(attrs(html, /<button data-roster-gender="woman"[^>]*>/)).toContain('aria-pressed="true"')
    expect(attrs(html, /<button data-roster-gender="man"[^>]*>/)).toContain('aria-pressed="false"')
    expect(attrs(html, /<option value="blonde"[^>]*>/)).toContain('selected')
    expect(attrs(html, /<select data-roster-select="hair"><option value=""[^>]*>/)).not.toContain('selected')
    expect(attrs(html, /<select data-roster-select="minHeight"><option value=""[^>]*>/)).toContain('selected')
    expect(attrs(html, /<button data-roster-reset[^>]*>/)).toContain('aria-disabled="false"')
    expect(html).not.toContain('roster__search')
  })

  it('filters within the route’s category, with that route’s search line (Portuguese)', async () => {
    const { html } = await get('/modelos/mainboard?q=a')
    expect(names(html)).toEqual(['Bruno Costa', 'Mariana Lima'])
    expect(html).toContain('<a href="/en/models/mainboard">Clear</a>')
    expect(html).toMatch(/data-roster-count="">2 talentos</)
  })

  it('serves the page as built when the address sets no filter and the CMS is as built', async () => {
    for (const path of ['/en/models', '/en/models?utm=x']) {
      const { res, html, read } = await get(path)
      expect(names(html), path).toEqual(['Built First'])
      expect(res.headers.get('etag'), path).toBe('"page"')
      expect(read, path).not.toContain(rosterCardsAsset.en)
    }
  })

  it('sends an address that is not in its canonical form to that form (what the filters’ form submits)', async () => {
    const cases: [string, string][] = [
      ['/en/models?q=', '/en/models'],
      ['/en/models?q=%20', '/en/models'],
      ['/en/models?gender=alien&utm=x', '/en/models'],
      // The form: the filters so far, then the button pressed (the last value of a name wins).
      [
        '/en/models?q=ana&gender=woman&gender=man&minHeight=170&maxHeight=&hair=&eyes=blue',
        '/en/models?q=ana&gender=man&height=170-&eyes=blue',
      ],
      ['/modelos/mainboard?gender=woman&letter=B&letter=', '/modelos/mainboard?gender=woman'],
      ['/en/models?q=ana&gender=man&hair=loiro&clear=1', '/en/models?q=ana'],
      ['/en/models?page=1', '/en/models'],
      ['/en/models?page=2&letter=m', '/en/models?letter=M&page=2'],
    ]
    for (const [from, to] of cases) {
      const { res } = await get(from)
      expect(res.status, from).toBe(302)
      expect(res.headers.get('location'), from).toBe(to)
    }
  })

  it('answers a canonical address however its search is encoded (a shared link with %20 is not redirected)', async () => {
    for (const address of [
      '/en/models?q=ana%20lima',
      '/en/models?q=ana+lima',
      '/en/models?q=Ana%20Brand%C3%A3o',
    ]) {
      expect((await get(address)).res.status, address).toBe(200)
    }
  })

  it('pages through the matches: 20 per page, a link to the next page landing on its first card', async () => {
    const many: RosterCardsFile = {
      ...file,
      talents: Array.from({ length: 45 }, (_, i) => talent(100 + i, `Talent ${String(i).padStart(2, '0')}`)),
    }
    const first = await get('/en/models?page=2', many)
    expect(names(first.html)).toHaveLength(40)
    expect(first.html).toContain('<a href="?page=3#talent-140">More talents</a>')
    const last = await get('/en/models?page=3', many)
    expect(names(last.html)).toHaveLength(45)
    expect(last.html).not.toContain('More talents')
    const filtered = await get('/en/models?q=talent', many)
    expect(names(filtered.html)).toHaveLength(20)
    expect(filtered.html).toMatch(/<a href="\?q=talent&(amp;)?page=2#talent-120">More talents<\/a>/)
    expect(filtered.html).toMatch(/data-roster-found="">45 talents</)
  })

  it('carries the filters set into the form’s next choice, and the active button clears its filter', async () => {
    const { html } = await get('/en/models?q=ana&gender=woman')
    expect(attrs(html, /<input type="hidden" name="q"[^>]*>/)).toBe(
      `<input type="hidden" name="q" value="ana" ${m.kept}="q">`,
    )
    expect(attrs(html, /<input type="hidden" name="gender"[^>]*>/)).toContain('value="woman"')
    expect(attrs(html, /<button data-roster-gender="woman"[^>]*>/)).toContain('value=""')
    expect(attrs(html, /<button data-roster-gender="man"[^>]*>/)).toContain('value="man"')
    expect(html).toMatch(/data-roster-on="">1 on</)
    expect(html).toMatch(/data-roster-found="">2 talents</)
  })

  it('answers the live roster in the HTML when the CMS changed since the build: a new talent’s card', async () => {
    const h = harness({}, { assets: assets() })
    const before = await h.request('/en/models')
    expect(names(await before.text())).toEqual(['Built First'])
    await h.cms.putTalent({
      id: 990_077,
      name: 'aaron   zé <b>novo</b>',
      slug: 'aaron-novo',
      gender: 'man',
      cover: 'uploads/talents/1006/cover-800x1067.jpg',
      categories: [{ id: 3225, name: 'Mainboard' }],
    })
    h.advance(61_000)
    const after = await h.request('/en/models?q=aaron')
    const html = await after.text()
    expect(names(html)).toEqual(['Aaron Zé &lt;B&gt;novo&lt;/b&gt;'])
    expect(html).toContain('href="/en/models/mainboard/990077/')
    expect(html).toContain(`id="talent-990077"`)
    const page = await h.request('/en/models')
    const unfiltered = await page.text()
    expect(names(unfiltered)).not.toContain('Built First')
    expect(names(unfiltered)).toHaveLength(20)
    // The island, once woken, filters the live list too (it asks for it only when it needs more cards).
    const edge = new RegExp(`${islandAttr.edge}="([^"]*)"`).exec(unfiltered)?.[1] ?? ''
    expect(JSON.parse(decodeURIComponent(edge))).toMatchObject({ live: true })
  })

  it('has an ETag of its own (not the file’s), keeps the page’s caching and policy, answers 304', async () => {
    const { res } = await get('/en/models?q=ana')
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"[0-9a-f]{8}"$/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const other = await get('/en/models?q=bruno')
    expect(other.res.headers.get('etag')).not.toBe(etag)
    const again = await get('/en/models?q=ana', file, { headers: { 'if-none-match': etag } })
    expect(again.res.status).toBe(304)
    expect(again.html).toBe('')
  })

  it('reads the cards file once per isolate', async () => {
    const h = harness({}, { assets: assets() })
    const read = h.read
    await h.request('/en/models?q=ana')
    await h.request('/en/models?q=bruno')
    expect(read.filter((p) => p === rosterCardsAsset.en)).toHaveLength(1)
  })

  it('serves the page as built, and says why, when the cards file is missing', async () => {
    const { res, html } = await get('/en/models?q=ana', null)
    expect(res.status).toBe(200)
    expect(names(html)).toEqual(['Built First'])
    expect(workerLog()).toContain(rosterCardsAsset.en)
  })
})
