import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '../lib/i18n/locales'
import { islandAttr } from '../lib/islands/islandAttr'
import { markSelector, profileMarks } from '../lib/profile/profileMarks'
import type { Profile } from '../lib/schemas/snapshot'
import { built, builtUrl, harness } from './testing/workerd'

// The profile page as the Worker serves it when the CMS changed since the build (issue 29): the live data in
// the HTML at the marks of lib/profile/profileMarks, the live profile as the island's props, nothing for the
// page to fetch. The page is React's own render (the island the build prerenders), rewritten by workerd's
// HTMLRewriter; each rewritten part must be what React renders for the live profile.

// The profile as its page hands it to the island: its link preview apart (pages/models/profile/+data.ts).
const { preview: _preview, ...snapshotProfile } = JSON.parse(
  readFileSync(join(import.meta.dirname, `../data/profiles/${built.id}.json`), 'utf8'),
) as Profile

type Render = (profile: Profile, locale: Locale) => string
let render: Render
beforeAll(async () => {
  // Loaded at run time, not imported: functions/ imports no component (docs/DESIGN.md), and this module's
  // types are the browser's. Vitest renders it as the build does.
  const helper = '../components/profile/renderProfileIsland'
  render = ((await import(/* @vite-ignore */ helper)) as { renderProfileIsland: Render }).renderProfileIsland
})

/** A harness whose profile page was built from `profile`. */
function servedFrom(profile: Profile) {
  const html = render(profile, 'pt')
  const page = () =>
    new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', etag: '"b"' } })
  return harness(
    {},
    { assets: (path) => (path === builtUrl ? page() : new Response('not found', { status: 404 })) },
  )
}

const attr = (html: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&')

/** Every element of `html` that carries `mark` (its whole markup; the marked elements do not nest). */
function marked(html: string, mark: string): string[] {
  const tags = new RegExp(`<(\\w+)\\b[^>]*\\s${mark}(?:="[^"]*")?[^>]*>[\\s\\S]*?</\\1>`, 'g')
  return [...html.matchAll(tags)].map((m) => m[0])
}

/** The marks the Worker rewrites for a changed profile. */
const rewritten = [
  profileMarks.name,
  profileMarks.summary,
  profileMarks.measurements,
  profileMarks.strip,
  profileMarks.previous,
]

describe('a built profile with the live data in its HTML', () => {
  it('renders every mark the Worker finds', () => {
    const html = render(snapshotProfile, 'pt')
    for (const mark of [profileMarks.profile, profileMarks.panel, ...rewritten]) {
      expect(html, mark).toContain(markSelector(mark).slice(1, -1))
    }
  })

  it('serves the page as built when the CMS has what the build had', async () => {
    const h = servedFrom(snapshotProfile)
    const res = await h.request(builtUrl)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(render(snapshotProfile, 'pt'))
  })

  it('writes the live name, measurements and book where React renders them; the island wakes for nothing', async () => {
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
    const live = render(snapshotProfile, 'pt')
    for (const mark of rewritten) {
      expect(marked(html, mark), mark).toEqual(marked(live, mark))
      expect(marked(html, mark), mark).not.toEqual([])
    }
    // The strips hold the live photos only (the built props stay beside the live ones the island reads).
    expect(marked(html, profileMarks.strip).join('')).not.toContain('old-1200x1600')
    // Asleep until the visitor reaches for it, then rendered from the live profile: nothing is fetched again.
    expect(JSON.parse(attr(html, islandAttr.wake) ?? '{}')).toEqual({})
    const edge = JSON.parse(decodeURIComponent(attr(html, islandAttr.edge) ?? '{}'))
    expect(edge).toEqual({ profile: snapshotProfile, stale: false })
    expect(html).not.toContain(`${profileMarks.live}=`)
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

  it('serves the page as built, marked stale as React marks it, when the CMS fails and no good copy is kept', async () => {
    const older: Profile = { ...snapshotProfile, name: 'Someone Else' }
    const h = servedFrom(older)
    await h.fault({ path: '/api/talent/profile', status: 500, count: 5 })
    const res = await h.request(builtUrl)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Someone Else')
    const article = (page: string) => /<article\b[^>]*>/.exec(page)?.[0]
    const stale = render(older, 'pt').replace(/(<article\b[^>]*)>/, `$1 ${profileMarks.live}="stale">`)
    expect(article(html)).toBe(article(stale))
    const edge = JSON.parse(decodeURIComponent(attr(html, islandAttr.edge) ?? '{}'))
    expect(edge).toEqual({ profile: older, stale: true })
  })
})
