import type { Profile } from '../../lib/schemas/snapshot'
import {
  axeThemes,
  expect,
  expectAccessible,
  fetchHtml,
  locales,
  open,
  test,
  waitForHydration,
} from '../fixtures'
import { card, openRoster, rosterPath, text } from '../roster/roster'
import { profiles, shownName } from '../roster/talents'
import { expectedMeasurements, hasImperial } from './measurements'
import { expectNoPlayer, openProfile, profilePath, shownMeasurements, tab, wakeProfile } from './profile'

const all = profiles()
function find(what: string, test: (p: Profile) => boolean): Profile {
  const found = all.find(test)
  if (!found) throw new Error(`the demo data has no profile with ${what}`)
  return found
}

const m = (p: Profile) => p.measurements
// One profile per rule the spec names, picked from the data.
const samples = {
  slash: find('a height with a slash', (p) => /\//.test(m(p).height ?? '')),
  shirt: find(
    "a shirt like '40 (M)/15.5'",
    (p) => p.gender === 'man' && /\(.+\)\s*\//.test(m(p).shirt ?? ''),
  ),
  x: find("shoes like '38x7.5'", (p) => /\dx\d/i.test(m(p).shoes ?? '')),
  chestFromBust: find(
    'a man with a bust but no chest',
    (p) => p.gender === 'man' && !m(p).chest && !!m(p).bust,
  ),
  gaps: find(
    'a woman with some measurements missing',
    (p) => p.gender === 'woman' && !m(p).height && !!m(p).bust,
  ),
  noImperial: find('no imperial part', (p) => !hasImperial(p)),
  longName: find('a name of three words or more', (p) => p.name.split(' ').length >= 3),
  bookOnly: find(
    'a book and no snap',
    (p) => p.book.length > 0 && p.snap.length === 0 && p.compo.length === 0,
  ),
  both: find('a book and a snap', (p) => p.book.length > 2 && p.snap.length > 0 && p.compo.length === 0),
  all: find('a book, a snap and composites', (p) => p.snap.length > 0 && p.compo.length > 0),
  vimeoHash: find('a Vimeo video with a hash', (p) => p.videos.some((v) => v.provider === 'vimeo' && v.hash)),
  youtube: find('a YouTube video', (p) => p.videos.some((v) => v.provider === 'youtube')),
  noVideo: find('no video', (p) => p.videos.length === 0),
  colours: find('hair and eyes', (p) => !!m(p).hair && !!m(p).eyes),
}

for (const locale of locales) {
  test.describe(`profile (${locale})`, () => {
    test('prerendered HTML holds the name, measurements, galleries and Person JSON-LD before any script', async ({
      page,
    }) => {
      const p = samples.both
      const { status, html } = await fetchHtml(page, profilePath(p, locale))
      expect(status).toBe(200)
      expect(html).toContain(`>${shownName(p.name)}</h1>`)
      // A value with inches carries both units in the HTML, cm first (the cm / in radios show one).
      for (const [label, value] of expectedMeasurements(p, locale)) {
        const cm = value.replace(/"/g, '&quot;')
        const shown = [`<dd>${cm}</dd>`, `<dd><span class="measurements__cm">${cm}</span>`]
        expect(
          shown.some((dd) => html.includes(`<dt>${label}</dt>${dd}`)),
          label,
        ).toBe(true)
      }
      expect(html).toContain(`src="${p.book[0]?.src}"`)
      expect(html).toContain(text(locale, 'profile.book'))
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((x) =>
        JSON.parse(x[1] ?? '{}'),
      )
      expect(ld).toContainEqual(expect.objectContaining({ '@type': 'Person', name: shownName(p.name) }))
    })

    test('shows the first and last name, and the Instagram link only when present', async ({
      page,
      consoleMessages: _hydrationChecked,
    }) => {
      const p = samples.longName
      await openProfile(page, p, locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(p.name))
      await expect(page).toHaveTitle(new RegExp(`^${shownName(p.name)} \\| `))
      const instagram = page.getByRole('main').getByRole('link', { name: /instagram/i })
      if (p.instagram) await expect(instagram).toHaveAttribute('href', p.instagram)
      else await expect(instagram).toHaveCount(0)
      const without = find('no Instagram', (x) => x.instagram === null)
      await openProfile(page, without, locale)
      await expect(page.getByRole('main').getByRole('link', { name: /instagram/i })).toHaveCount(0)
    })

    for (const [rule, p] of Object.entries({
      'the slash rule': samples.slash,
      'shirt digits only': samples.shirt,
      "the 'x' rule (' BR')": samples.x,
      "a man's chest falling back to bust": samples.chestFromBust,
      "only the gender's fields that have a value": samples.gaps,
    })) {
      test(`measurements: ${rule}`, async ({ page }) => {
        await openProfile(page, p, locale)
        expect(await shownMeasurements(page)).toEqual(expectedMeasurements(p, locale))
      })
    }

    test('hair and eye colours in the page language', async ({ page }) => {
      const p = samples.colours
      await openProfile(page, p, locale)
      const shown = Object.fromEntries(await shownMeasurements(page))
      const expectedRows = Object.fromEntries(expectedMeasurements(p, locale))
      const [hair, eyes] = locale === 'pt' ? ['Cabelo', 'Olhos'] : ['Hair', 'Eyes']
      expect(shown[hair]).toBe(expectedRows[hair])
      expect(shown[eyes]).toBe(expectedRows[eyes])
      if (locale === 'en') expect(shown[hair]).not.toBe(m(p).hair)
    })

    for (const script of [true, false]) {
      test.describe(() => {
        test.use({ javaScriptEnabled: script })
        test(`cm / in switch: cm by default, inches on demand; absent when no value has inches (${script ? 'with' : 'without'} script)`, async ({
          page,
        }) => {
          const p = samples.slash
          // With no script nothing hydrates: the page as served is the page.
          const go = (talent: typeof p) =>
            script ? openProfile(page, talent, locale) : page.goto(profilePath(talent, locale))
          await go(p)
          // Radios and CSS: the switch works before the island wakes and with no script at all.
          const cm = page.getByRole('radio', { name: text(locale, 'profile.units.cm'), exact: true })
          const inches = page.getByRole('radio', { name: text(locale, 'profile.units.in'), exact: true })
          await expect(cm).toBeChecked()
          expect(await shownMeasurements(page)).toEqual(expectedMeasurements(p, locale, 'cm'))
          await inches.check()
          await expect(inches).toBeChecked()
          expect(await shownMeasurements(page)).toEqual(expectedMeasurements(p, locale, 'in'))
          // By keyboard too: the arrow moves the choice back.
          await inches.press('ArrowLeft')
          await expect(cm).toBeChecked()
          expect(await shownMeasurements(page)).toEqual(expectedMeasurements(p, locale, 'cm'))
          await go(samples.noImperial)
          await expect(
            page.getByRole('radio', { name: text(locale, 'profile.units.in'), exact: true }),
          ).toHaveCount(0)
        })
      })
    }

    test('a gallery link for book and digitals, each only when non-empty; each shows its strip', async ({
      page,
    }) => {
      await openProfile(page, samples.bookOnly, locale)
      await expect(page.getByRole('navigation', { name: text(locale, 'profile.galleries') })).toHaveCount(0)
      await expect(
        page.getByRole('region', { name: text(locale, 'profile.book'), exact: true }),
      ).toBeVisible()

      const p = samples.both
      await openProfile(page, p, locale)
      await wakeProfile(page)
      const book = tab(page, text(locale, 'profile.book'))
      const snap = tab(page, text(locale, 'profile.snap'))
      await expect(
        page.getByRole('navigation', { name: text(locale, 'profile.galleries') }).getByRole('link'),
      ).toHaveCount(p.videos.length > 0 ? 3 : 2)
      await expect(book).toHaveAttribute('aria-current', 'true')
      await snap.click()
      await expect(snap).toHaveAttribute('aria-current', 'true')
      const digitals = page.getByRole('region', { name: text(locale, 'profile.snap'), exact: true })
      await expect(digitals).toBeVisible()
      await expect(page.getByRole('region', { name: text(locale, 'profile.book'), exact: true })).toBeHidden()
      // The built image, or the same one from the live profile (the CMS's own origin).
      await expect(digitals.locator('img').first()).toHaveAttribute(
        'src',
        new RegExp(`${new URL(p.snap[0]?.src ?? '', 'http://site.test').pathname}$`),
      )
      await expect(page).toHaveURL(new RegExp(`${profilePath(p, locale)}#digitals$`))
      await book.click()
      await expect(
        page.getByRole('region', { name: text(locale, 'profile.book'), exact: true }),
      ).toBeVisible()
    })

    test('a composites gallery beside book and digitals when the talent has composites, a strip like them', async ({
      page,
    }) => {
      const p = samples.all
      await openProfile(page, p, locale)
      const compo = tab(page, text(locale, 'profile.compo'))
      await compo.click()
      const strip = page.getByRole('region', { name: text(locale, 'profile.compo'), exact: true })
      await expect(strip).toBeVisible()
      await expect(strip.locator('img').first()).toHaveAttribute(
        'src',
        new RegExp(`${new URL(p.compo[0]?.src ?? '', 'http://site.test').pathname}$`),
      )
      await expect(strip.getByRole('figure')).toHaveCount(p.compo.length)
    })

    test('videos load only on demand; a Vimeo hash reaches the player', async ({ page }) => {
      const requests: string[] = []
      page.on('request', (r) => requests.push(r.url()))
      const p = samples.vimeoHash
      await openProfile(page, p, locale)
      await expectNoPlayer(page)
      expect(requests.filter((u) => /youtube|vimeo/.test(u))).toEqual([])
      await wakeProfile(page)
      await tab(page, text(locale, 'profile.videos')).click()
      const index = p.videos.findIndex((v) => v.provider === 'vimeo' && v.hash)
      const video = p.videos[index]
      await page
        .getByRole('link', { name: new RegExp(text(locale, 'profile.playVideo')) })
        .nth(index)
        .click()
      const frame = page.locator('iframe')
      await expect(frame).toHaveCount(1)
      await expect(frame).toHaveAttribute(
        'src',
        `https://player.vimeo.com/video/${video?.id}?h=${video?.hash}&autoplay=1`,
      )

      const y = samples.youtube
      await openProfile(page, y, locale)
      await wakeProfile(page)
      await tab(page, text(locale, 'profile.videos')).click()
      const yi = y.videos.findIndex((v) => v.provider === 'youtube')
      await page
        .getByRole('link', { name: new RegExp(text(locale, 'profile.playVideo')) })
        .nth(yi)
        .click()
      await expect(page.locator('iframe')).toHaveAttribute(
        'src',
        `https://www.youtube-nocookie.com/embed/${y.videos[yi]?.id}?autoplay=1`,
      )
      await openProfile(page, samples.noVideo, locale)
      await expect(tab(page, text(locale, 'profile.videos'))).toHaveCount(0)
    })

    test('a card opens its profile as a page of its own: its HTML, no page data, no React before a touch', async ({
      page,
    }) => {
      const p = samples.both
      await openRoster(page, locale, { q: p.name })
      const requests: string[] = []
      page.on('request', (r) => requests.push(new URL(r.url()).pathname))
      await card(page, p.name).getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(p.name))
      await waitForHydration(page)
      expect(requests).toContain(profilePath(p, locale))
      expect(requests.filter((r) => r.endsWith('.json') && !r.startsWith('/api/'))).toEqual([])
      await expect(page.locator('[data-island="profile"]')).not.toHaveAttribute('data-island-state', 'awake')
    })

    test('back: to the roster the talent was found in (history), else to its category roster', async ({
      page,
    }) => {
      const p = samples.both
      await openProfile(page, p, locale)
      await page.getByRole('link', { name: text(locale, 'profile.back') }).click()
      await expect(page).toHaveURL(rosterPath(locale, p.categories[0] ?? null))
      // That page loaded before the next is asked for (Firefox, CI: a navigation started while the last
      // one still loaded was reported as interrupted by itself).
      await waitForHydration(page)

      await openRoster(page, locale, { q: p.name })
      await card(page, p.name).getByRole('link').click()
      await expect(page).toHaveURL(profilePath(p, locale))
      await waitForHydration(page)
      await page.getByRole('link', { name: text(locale, 'profile.back') }).click()
      await expect(page).toHaveURL(`${rosterPath(locale)}?q=${encodeURIComponent(p.name)}`)
    })

    for (const theme of axeThemes(locale)) {
      test.describe(() => {
        test.use({ theme })
        test(`no serious accessibility violation (${theme})`, async ({ page }) => {
          test.slow()
          await openProfile(page, samples.vimeoHash, locale)
          await expectAccessible(page)
          await page.getByRole('radio', { name: text(locale, 'profile.units.in'), exact: true }).check()
          await expectAccessible(page)
        })
      })
    }
  })
}

test('a non-canonical profile URL is not a page of the build', async ({ page }) => {
  const p = samples.both
  const other = (['mainboard', 'image', 'development'] as const).find((c) => c !== p.categories[0])
  const { status } = await fetchHtml(page, `/modelos/${other}/${p.id}/${p.slug}`)
  expect([301, 404]).toContain(status)
  await open(page, '/modelos')
})
