import { cmsImageUrl } from '../../lib/media/imageAttrs'
import { cmsUrl, putTalent, removeTalent, upstreamTalent } from '../cms'
import { expect, locales, open, test, waitForHydration } from '../fixtures'
import { openProfile, profilePath, shownMeasurements } from '../profile/profile'
import {
  card,
  cardHeadings,
  cards,
  expectCards,
  openRoster,
  rosterPath,
  shownRoster,
  text,
  untilLive,
} from './roster'
import { expected, initial, talents } from './talents'

// The Worker writes the live roster and profile into the pages it serves (and the roster island reads
// GET /api/talents for more than those cards): a talent added, changed or removed in the CMS after the
// build shows without a rebuild. The Worker's side
// (statuses, redirects, the shell) is the edge specs'; these check what the visitor sees.

test.describe.configure({ mode: 'serial' })
test.setTimeout(150_000)

const newcomer = {
  id: 990_001,
  name: 'Zuleica Marques Nova',
  slug: 'zuleica-nova',
  gender: 'woman',
  cover: 'uploads/talents/1006/cover-800x1067.jpg',
  categories: [{ id: 3224, name: 'Development' }],
  instagram: '@zuleica.nova',
  height: '177/5\'10"',
  shoes: '38x7.5',
  hair: 'Castanho',
  galleries: {
    book: [
      { file: 'uploads/talents/1006/book-2-1200x1600.jpg', width: 1200, height: 1600 },
      { file: 'uploads/talents/1006/book-3-1200x1600.jpg', width: 1200, height: 1600 },
    ],
    snap: [],
  },
}

test.beforeAll(async ({ request }) => {
  const health = await request.get(`${cmsUrl}/__health`)
  expect(health.ok(), `the stand-in CMS answers on ${cmsUrl} (these specs run against npm start)`).toBe(true)
})

test.afterAll(async ({ request }) => {
  await removeTalent(request, newcomer.id)
})

test('a talent added to the CMS after the build is listed, and its profile URL works', async ({
  page,
  request,
}) => {
  await putTalent(request, newcomer)
  await untilLive(
    request,
    '/api/talents',
    (_, body) => (body as { id: number }[] | null)?.some((t) => t.id === newcomer.id) ?? false,
  )
  for (const locale of locales) {
    await openRoster(page, locale, { category: 'development', q: 'zuleica' })
    await expect(card(page, 'Zuleica Marques Nova')).toBeVisible()
    await card(page, 'Zuleica Marques Nova').getByRole('link').click()
    const path = profilePath(
      { id: newcomer.id, slug: 'zuleica-marques-nova', categories: ['development'] },
      locale,
    )
    await expect(page).toHaveURL(path)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zuleica Nova')
    expect(Object.fromEntries(await shownMeasurements(page))).toMatchObject(
      locale === 'pt'
        ? { Altura: '177', Sapato: '38 BR', Cabelo: 'Castanho' }
        : { Height: '177', Shoes: '38 BR', Hair: 'Brown' },
    )
    // Its book, as the Worker's page gives it: the strip of the newcomer's two photos.
    const book = page.getByRole('region', { name: text(locale, 'profile.book'), exact: true })
    await expect(book.getByRole('figure').locator('img')).toHaveCount(2)
    // Loaded directly too (the Worker serves the profile shell at the real URL).
    const response = await open(page, path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zuleica Nova')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    // The language switch keeps the talent there too.
    const other = locale === 'pt' ? 'en' : 'pt'
    await expect(page.locator(`.language-switch a[hreflang="${other}"]`)).toHaveAttribute(
      'href',
      profilePath({ id: newcomer.id, slug: 'zuleica-marques-nova', categories: ['development'] }, other),
    )
  }
})

test('a talent added after the build is on the roster as served, with or without script, and no island wakes at load', async ({
  page,
  browser,
  request,
}) => {
  // First in the alphabet: the first card of its roster's first page.
  const first = {
    ...newcomer,
    id: 990_002,
    name: 'Aaliyah Primeira Nova',
    slug: 'aaliyah-nova',
    galleries: { book: [], snap: [] },
  }
  const built = expected({ category: 'development' })
  try {
    await putTalent(request, first)
    await untilLive(
      request,
      '/api/talents',
      (_, body) => (body as { id: number }[] | null)?.some((t) => t.id === first.id) ?? false,
    )
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const plain = await noScript.newPage()
    for (const locale of locales) {
      // Without script: the page as the Worker serves it.
      await plain.goto(rosterPath(locale, 'development'))
      await expect(card(plain, 'Aaliyah Primeira Nova')).toBeVisible()
      await expect(cardHeadings(plain)).toHaveText([
        'Aaliyah Primeira Nova',
        ...built.slice(0, 19).map((t) => t.name),
      ])
      // The count is the live roster's (another spec's newcomer may be there too).
      const live = (await shownRoster(request)).filter((t) => t.categories.includes('development'))
      await expect(plain.locator('summary.roster-filters__toggle')).toContainText(
        text(locale, 'roster.count', { count: live.length }),
      )
      await card(plain, 'Aaliyah Primeira Nova').getByRole('link').click()
      await expect(plain).toHaveURL(
        profilePath({ id: first.id, slug: 'aaliyah-primeira-nova', categories: ['development'] }, locale),
      )

      // With script: the same cards, and the roster's island stays asleep (no React at load).
      const scripts: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url())
      })
      await open(page, rosterPath(locale, 'development'))
      await page.waitForLoadState('networkidle')
      await expect(card(page, 'Aaliyah Primeira Nova')).toBeVisible()
      await expect(page.locator('[data-island="roster"]')).not.toHaveAttribute('data-island-state', /./)
      expect(scripts.filter((url) => /Roster|react-dom|hydrate/i.test(url))).toEqual([])
      // Reached for, it wakes with the same list.
      await cards(page).nth(1).hover()
      await page
        .locator('[data-island="roster"]')
        .focus()
        .catch(() => {})
      await card(page, 'Aaliyah Primeira Nova').getByRole('link').focus()
      await expect(page.locator('[data-island="roster"]')).toHaveAttribute('data-island-state', 'awake')
      await expect(cards(page).first().getByRole('heading')).toHaveText('Aaliyah Primeira Nova')
    }
    await noScript.close()
  } finally {
    await removeTalent(request, first.id)
  }
})

test('a change in the CMS (a measurement, a new photo) shows on the built profile', async ({
  page,
  request,
}) => {
  // Near the end of the alphabet: the other specs' first cards stay as built.
  const built = talents().at(-2)
  if (!built) throw new Error('no talents')
  const original = await upstreamTalent(request, built.id)
  // The stand-in answers the real platform's shape: galleries at the top level.
  const book = original.book as unknown[]
  const extra = { file: 'uploads/talents/1006/book-1-1600x1067.jpg', width: 1600, height: 1067 }
  try {
    await putTalent(request, {
      ...original,
      height: '199/6\'6"',
      book: [...book, extra],
    })
    await untilLive(
      request,
      `/api/talents/${built.id}`,
      (_, body) => (body as { measurements?: { height?: string } })?.measurements?.height === '199/6\'6"',
    )
    for (const locale of locales) {
      await openProfile(page, built, locale)
      await expect
        .poll(
          async () =>
            Object.fromEntries(await shownMeasurements(page))[text(locale, 'profile.measurements.height')],
        )
        .toBe('199')
      const book = page.getByRole('region', { name: text(locale, 'profile.book'), exact: true })
      // A photo the sync has not mirrored yet comes through the Worker's transform, never from the CMS.
      const added = book.locator(`img[src="${cmsImageUrl(`${cmsUrl}/${extra.file}`)}"]`)
      await expect(added).toHaveCount(1)
      await added.scrollIntoViewIfNeeded()
      await expect.poll(() => added.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      const served = await request.get(await added.evaluate((img: HTMLImageElement) => img.currentSrc))
      expect(served.headers()['content-type']).toBe('image/webp')
    }
  } finally {
    await putTalent(request, original)
  }
})

test('a talent removed from the CMS leaves the roster; a failed refresh keeps what is shown', async ({
  page,
  request,
}) => {
  // The last talent whose initial others share in its category: the letters stay as built meanwhile.
  const all = talents()
  const gone = all.findLast((t) =>
    all.some(
      (o) => o.id !== t.id && o.categories[0] === t.categories[0] && initial(o.name) === initial(t.name),
    ),
  )
  const category = gone?.categories[0]
  if (!gone || !category) throw new Error('no talents')
  const original = await upstreamTalent(request, gone.id)
  try {
    await removeTalent(request, gone.id)
    await untilLive(
      request,
      '/api/talents',
      (_, body) => !(body as { id: number }[] | null)?.some((t) => t.id === gone.id),
    )
    await openRoster(page, 'pt', { category, q: gone.name })
    await expect(card(page, gone.name)).toHaveCount(0)
  } finally {
    await putTalent(request, original)
  }
  // The live API failing: the built roster stays, with its 20 cards.
  await page.route('**/api/talents', (route) =>
    route.fulfill({ status: 502, body: '{"error":{"code":"upstream_failed","message":"x"}}' }),
  )
  await openRoster(page, 'en', { category })
  await expect(cards(page)).toHaveCount(Math.min(20, expected({ category }).length))
  await expectCards(page, expected({ category }))
})
