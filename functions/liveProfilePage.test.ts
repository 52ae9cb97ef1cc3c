import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '../lib/i18n/translator'
import { islandAttr } from '../lib/islands/islandAttr'
import { measurementItemsHtml, stripItemsHtml } from '../lib/profile/profileMarkup'
import type { Profile } from '../lib/schemas/snapshot'
import { displayName } from '../lib/text/displayName'
import { nameFit } from '../lib/text/nameFit'
import { built, builtUrl, harness } from './testing/workerd'

// The profile page as the Worker serves it when the CMS changed since the build (issue 29): the live data in
// the HTML, the island's signature the live one (so the page's first script wakes nothing), the live profile
// as the island's props.

const snapshotProfile = JSON.parse(
  readFileSync(join(import.meta.dirname, `../data/profiles/${built.id}.json`), 'utf8'),
) as Profile
const t = createTranslator('pt')

/** A profile page as the build writes it for `profile` (the parts the Worker reads and rewrites). */
function pageOf(profile: Profile): string {
  const wake = {}
  const props = { props: { profile }, page: {} }
  const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  return [
    '<!doctype html><html><head><title>profile</title></head><body><main>',
    `<div class="island" ${islandAttr.name}="profile" ${islandAttr.props}="${esc(JSON.stringify(props))}" ${islandAttr.wake}="${esc(JSON.stringify(wake))}">`,
    '<article class="profile page"><h1 class="profile__name" data-fit="9">Old Name</h1>',
    '<p class="profile__summary" aria-hidden="true">Altura 1</p>',
    '<div class="book"><div id="book" class="book__panel" data-kind="book">',
    `<section class="strip">${stripItemsHtml(profile, 'book', displayName(profile.name), t, { first: true })}</section>`,
    `<a class="strip__arrow" href="#book-${profile.book.length}">p</a><a class="strip__arrow" href="#book-2">n</a>`,
    '</div></div>',
    `<section class="measurements"><dl class="measurements__list">${measurementItemsHtml(profile.gender, profile.measurements, 'pt', t)}</dl></section>`,
    '</article></div></main></body></html>',
  ].join('')
}

/** A harness whose profile page was built from `profile`. */
function servedFrom(profile: Profile) {
  const page = () =>
    new Response(pageOf(profile), { headers: { 'content-type': 'text/html; charset=utf-8', etag: '"b"' } })
  return harness(
    {},
    { assets: (path) => (path === builtUrl ? page() : new Response('not found', { status: 404 })) },
  )
}

const attr = (html: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&')

describe('a built profile with the live data in its HTML', () => {
  it('serves the page as built when the CMS has what the build had', async () => {
    const h = servedFrom(snapshotProfile)
    const res = await h.request(builtUrl)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(pageOf(snapshotProfile))
  })

  it('writes the live name, measurements and book into the page, and marks the island so it wakes for nothing', async () => {
    // The build had an older profile: another name, a photo more, another height.
    const older: Profile = {
      ...snapshotProfile,
      name: 'Someone Else',
      book: [
        ...snapshotProfile.book,
        { src: 'http://127.0.0.1:8790/uploads/old-1200x1600.jpg', width: 1200, height: 1600 },
      ],
      measurements: { ...snapshotProfile.measurements, height: '199' },
    }
    const h = servedFrom(older)
    const res = await h.request(builtUrl)
    const html = await res.text()
    const name = displayName(snapshotProfile.name)
    expect(html).toContain(`<h1 class="profile__name" data-fit="${nameFit(name)}">${name}</h1>`)
    expect(html).not.toContain('Old Name')
    expect(html).toContain(stripItemsHtml(snapshotProfile, 'book', name, t, { first: true }))
    // The strip holds the live photos only (the built props stay beside the live ones the island reads).
    expect(/<section class="strip">(.*?)<\/section>/.exec(html)?.[1]).not.toContain('old-1200x1600')
    expect(html).toContain(`href="#book-${snapshotProfile.book.length}"`)
    expect(html).toContain(
      measurementItemsHtml(snapshotProfile.gender, snapshotProfile.measurements, 'pt', t),
    )
    expect(html).not.toContain('<dd>199</dd>')
    // Asleep until the visitor reaches for it, then rendered from the live profile: nothing is fetched again.
    expect(JSON.parse(attr(html, islandAttr.wake) ?? '{}')).toEqual({})
    const edge = JSON.parse(decodeURIComponent(attr(html, islandAttr.edge) ?? '{}'))
    expect(edge).toEqual({ profile: snapshotProfile, stale: false })
    expect(html).not.toContain('data-live=')
    // No validator of the built file: what the page carries depends on the live data too.
    expect(res.headers.get('etag')).toBeNull()
  })

  it('wakes the island at load when a gallery appeared or went (panels the HTML does not have)', async () => {
    const older: Profile = { ...snapshotProfile, snap: [], compo: [], videos: [] }
    const live = snapshotProfile
    const changesKind = live.snap.length > 0 || live.compo.length > 0 || live.videos.length > 0
    const h = servedFrom(
      changesKind ? older : { ...live, videos: [{ provider: 'youtube', id: 'dQw4w9WgXcQ' }] },
    )
    const html = await (await h.request(builtUrl)).text()
    expect(JSON.parse(attr(html, islandAttr.wake) ?? '{}')).toMatchObject({ load: true })
  })

  it('serves the page as built, marked stale, when the CMS fails and no good copy is kept', async () => {
    const older: Profile = { ...snapshotProfile, name: 'Someone Else' }
    const h = servedFrom(older)
    await h.fault({ path: '/api/talent/profile', status: 500, count: 5 })
    const res = await h.request(builtUrl)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<article class="profile page" data-live="stale">')
    expect(html).toContain('Old Name')
    const edge = JSON.parse(decodeURIComponent(attr(html, islandAttr.edge) ?? '{}'))
    expect(edge).toEqual({ profile: older, stale: true })
  })
})
