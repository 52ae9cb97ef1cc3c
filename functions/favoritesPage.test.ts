import { describe, expect, it } from 'vitest'
import { plainRequestMarks as m, toFavorite } from '../lib/favorites/sharedRequest'
import { islandAttr } from '../lib/islands/islandAttr'
import { type RosterCard, type RosterCardsFile, rosterCardsAsset } from '../lib/roster/rosterCards'
import { capitalizeWords } from '../lib/text/capitalizeWords'
import { builtRoster } from './snapshot'
import { type Assets, harness, post, siteOrigin } from './testing/workerd'

// A shared favorites link answered with its request in the HTML, and a plain request refused or sent
// (functions/favoritesPage.ts, functions/middleware/plainForm.ts), on a page shaped like the built one (the
// marks of lib/favorites/sharedRequest, as components/favorites/RequestForm renders them with `plain`).
// The real page is rewritten end to end in tests/favorites/noscript.spec.ts. The rewrite is workerd's
// HTMLRewriter.

const [first, second, third] = builtRoster
if (!first || !second || !third) throw new Error('the build has fewer than 3 talents')
const card = (t: (typeof builtRoster)[number]): RosterCard => ({
  id: t.id,
  name: t.name,
  slug: t.slug,
  gender: t.gender,
  cover: t.cover,
  categories: t.categories,
  height: null,
  hair: null,
  eyes: null,
  card: `<li class="roster__item" id="talent-${t.id}"><h3>${capitalizeWords(t.name)}</h3><img loading="lazy" fetchPriority="auto"></li>`,
})
const file: RosterCardsFile = {
  talents: builtRoster.map(card),
  search: {},
  empty: '<p class="roster__empty">None</p>',
  template: '<li></li>',
}

const favoritesPage = (lang: string) => `<!doctype html><html lang="${lang}"><body><main>
<div class="island" ${islandAttr.name}="favorites" ${islandAttr.props}="{}"><div class="page favorites"><h1>Favorites</h1>
<section class="favorites__section favorites__request" hidden="" ${m.section}=""><h2>Request these models</h2>
<ul class="roster__grid" ${m.cards}=""></ul><p class="favorites__note" hidden="" ${m.missing}=""></p>
<p><a class="whatsapp-link" href="https://wa.me/5511961000000?text=Ol%C3%A1" ${m.whatsapp}=""><span>WhatsApp</span></a></p>
<form class="form" action="/api/favorites" method="post">
<input id="request-name" name="name" value=""><input id="request-email" name="email" type="email" value="">
<input id="request-phone" name="phone" type="tel" value=""><input id="request-company" name="company" value="">
<input id="request-dates" name="dates" value=""><input id="request-city" name="city" value="">
<input id="request-usage" name="usage" value=""><input id="request-budget" name="budget" value="">
<textarea id="request-message" name="message"></textarea>
<input type="hidden" name="favorites" value="" ${m.selection}="">
<input type="text" name="website" value=""><input type="hidden" name="lang" value="${lang}">
<button type="submit">Send</button><p id="request-sent">Sent</p></form></section>
<section class="favorites__section"><p>Your list is empty</p></section></div></div></main></body></html>`

const assets: Assets = (path) => {
  if (path === '/favoritos') return new Response(favoritesPage('pt'), { headers: html })
  if (path === '/en/favorites') return new Response(favoritesPage('en'), { headers: html })
  if (path === rosterCardsAsset.pt || path === rosterCardsAsset.en) return Response.json(file)
  return new Response('not found', { status: 404 })
}
const html = { 'content-type': 'text/html; charset=utf-8', etag: '"page"' }

const attr = (page: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(page)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&')
const selection = (page: string) => {
  const input = /<input type="hidden" name="favorites"[^>]*>/.exec(page)?.[0] ?? ''
  return JSON.parse(attr(input, 'value') ?? 'null') as unknown
}
const chosen = (...talents: (typeof builtRoster)[number][]) =>
  talents.map((t) => ({ id: t.id, name: capitalizeWords(t.name) }))

describe('a shared favorites link, answered by the Worker', () => {
  it("shows the request with the link's talents' cards, each once, and carries them as the selection", async () => {
    const h = harness({}, { assets })
    const res = await h.request(`/favoritos?ids=${second.id},${first.id},987654321,${second.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('etag')).toBeNull()
    const page = await res.text()
    // Shown, the cards in the link's order, the first row's covers at once.
    expect(page).toMatch(
      new RegExp(`<section class="favorites__section favorites__request"\\s+${m.section}=""`),
    )
    const ids = [...page.matchAll(/id="talent-(\d+)"/g)].map((x) => Number(x[1]))
    expect(ids).toEqual([second.id, first.id])
    expect(page).toContain('loading="eager" fetchPriority="high"')
    expect(selection(page)).toEqual(chosen(second, first))
    // The id that is no talent of the site is counted, not listed.
    expect(page).toMatch(/<p class="favorites__note"\s+data-request-missing="">[^<]*: 1<\/p>/)
    // With script the island renders afresh, from the talents found here (as its own lookup makes them).
    const edge = JSON.parse(decodeURIComponent(attr(page, islandAttr.edge) ?? '')) as { shared: unknown }
    expect(edge.shared).toEqual([second, first].map(toFavorite))
    // The WhatsApp link's message carries the selection's shareable link (on the address asked: the test's
    // requests go to http://localhost): the talents shown, in order.
    const whatsapp = new URL(attr(page, 'href') ?? '')
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/5511961000000')
    expect(whatsapp.searchParams.get('text')).toBe(
      `Olá! Gostaria de saber sobre estes talentos da Lumière Models: http://localhost/favoritos?ids=${second.id},${first.id}`,
    )
  })

  it('in English too; a link to no talent of the site says so and offers no form', async () => {
    const h = harness({}, { assets })
    const en = await (await h.request(`/en/favorites?ids=${third.id}`)).text()
    expect(en).toContain('<html lang="en">')
    expect(selection(en)).toEqual(chosen(third))
    const none = await (await h.request('/en/favorites?ids=987654321')).text()
    expect(none).toContain('Talents of this link no longer available: 1')
    expect(none).not.toContain('<form')
  })

  it('leaves the page as built without ids (or with none that is a number)', async () => {
    const h = harness({}, { assets })
    for (const path of ['/favoritos', '/favoritos?ids=abc', '/en/favorites?ids=']) {
      const page = await (await h.request(path)).text()
      expect(page, path).toContain(`hidden="" ${m.section}=""`)
      expect(page, path).not.toContain(islandAttr.edge)
    }
  })
})

const plain = (fields: Record<string, string>, lang = 'pt') =>
  post(new URLSearchParams({ lang, website: '', ...fields }).toString(), {
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    referer: `${siteOrigin}${lang === 'pt' ? '/favoritos' : '/en/favorites'}?ids=1`,
    'content-type': 'application/x-www-form-urlencoded',
  })
const request = (talents: (typeof builtRoster)[number][], email: string) => ({
  name: 'Ana "Clara" <Souza>',
  email,
  phone: '+55 11 98765-4321',
  message: 'Uma campanha',
  favorites: JSON.stringify(chosen(...talents)),
})

describe('a favorites request posted with no script', () => {
  it('refused, comes back as the page of its selection with every typed value, its brief too, and the field named', async () => {
    const h = harness({}, { assets })
    const brief = {
      company: 'Marca <Luz>',
      dates: '10–12 March',
      city: 'Recife',
      usage: 'e-commerce',
      budget: 'R$ 5,000',
    }
    const res = await h.request(
      '/api/favorites',
      plain({ ...request([first, third], 'ana@example'), ...brief }, 'en'),
    )
    expect(res.status).toBe(422)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const page = await res.text()
    expect(page).toContain('role="alert"')
    expect(page).toContain('Not sent. Please check: Email')
    expect(page).toMatch(
      /name="email" type="email" value="ana@example" aria-invalid="true"|aria-invalid="true"[^>]*value="ana@example"/,
    )
    expect(page).toContain('value="Ana &quot;Clara&quot; <Souza>"')
    expect(page).toContain('>Uma campanha</textarea>')
    for (const [name, value] of Object.entries(brief)) {
      const input = new RegExp(`<input id="request-${name}" name="${name}" value="([^"]*)"`).exec(page)?.[1]
      expect(input, name).toBe(value)
    }
    expect(selection(page)).toEqual(chosen(first, third))
    expect([...page.matchAll(/id="talent-(\d+)"/g)].map((x) => Number(x[1]))).toEqual([first.id, third.id])
    expect(await h.inbox()).toEqual([])
  })

  it('over the limit, comes back as the page of its selection in its language, every value kept; refusals use none of it', async () => {
    const h = harness({}, { assets })
    // A refused request (its e-mail has no dot) is not a submission the Worker takes: it uses none of the
    // client's allowance (5 a minute), so after three of them five requests still go.
    for (let i = 0; i < 3; i++)
      expect((await h.request('/api/favorites', plain(request([first], 'ana@example'), 'en'))).status).toBe(
        422,
      )
    for (let i = 0; i < 5; i++)
      expect(
        (await h.request('/api/favorites', plain(request([first], `ana${i}@example.com`), 'en'))).status,
      ).toBe(303)
    const res = await h.request(
      '/api/favorites',
      plain({ ...request([first, third], 'ana@example.com'), city: 'Recife' }, 'en'),
    )
    expect(res.status).toBe(429)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const page = await res.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('role="alert"')
    expect(page).toContain('Too many submissions in a short time. Please wait a minute and send again.')
    expect(page).toContain('value="Ana &quot;Clara&quot; <Souza>"')
    expect(page).toContain('value="ana@example.com"')
    expect(page).toContain('>Uma campanha</textarea>')
    expect(page).toContain('<input id="request-city" name="city" value="Recife"')
    expect(selection(page)).toEqual(chosen(first, third))
    expect((await h.inbox()).map((i) => i.fields.email).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `ana${i}@example.com`),
    )
  })

  it('sent, arrives once and goes back to the page of its selection, sent', async () => {
    const h = harness({}, { assets })
    const res = await h.request('/api/favorites', plain(request([second], 'ana@example.com')))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/favoritos?ids=${second.id}#request-sent`)
    const inbox = await h.inbox()
    expect(inbox.map((i) => [i.kind, i.fields.email])).toEqual([['favorites', 'ana@example.com']])
    expect(JSON.parse(inbox[0]?.fields.favorites ?? '')).toEqual([{ id: second.id, name: second.name }])
  })
})
