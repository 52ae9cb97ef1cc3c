import { putTalent, upstreamTalent } from '../cms'
import { expect, test, waitForHydration } from '../fixtures'
import { profiles } from '../roster/talents'
import { profilePath } from './profile'

// A profile changed in the CMS after the build (the normal state between scheduled rebuilds): the Worker
// serves the page with the live data in its HTML, with or without script; no island wakes at load because
// of it, and none asks for it again (issue 29, issue 39).

const candidates = profiles().filter(
  (p) => p.book.length >= 3 && /^\d+$/.test(p.measurements.height ?? '') && p.videos.length === 0,
)
// One far down the roster, which no other spec opens.
const talent = candidates[candidates.length - 1]

test('a measurement and a photo changed in the CMS show in the page as served; the island stays asleep', async ({
  page,
  request,
}) => {
  if (!talent) throw new Error('The committed demo data has no talent to change')
  test.setTimeout(120_000)
  const original = await upstreamTalent(request, talent.id)
  const book = original.book as unknown[]
  const height = String(Number(talent.measurements.height) + 3)
  await putTalent(request, { ...original, height, book: book.slice(0, -1) })
  try {
    const path = profilePath(talent, 'pt')
    // The Worker's live answers are kept LIVE_CACHE_SECONDS (5 s under the specs): the HTML follows.
    await expect
      .poll(
        async () => (await (await request.get(path)).text()).includes(`<dt>Altura</dt><dd>${height}</dd>`),
        {
          timeout: 60_000,
          intervals: [1000, 2000, 5000],
        },
      )
      .toBe(true)

    const reads: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/talents/')) reads.push(r.url())
    })
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.locator('main .measurements [data-field="height"] dd')).toHaveText(height)
    const strip = page.getByRole('region', { name: 'Portfólio', exact: true })
    await expect(strip.getByRole('figure')).toHaveCount(talent.book.length - 1)
    await expect(strip.getByRole('figure').first().locator('figcaption')).toHaveText(
      `1 / ${talent.book.length - 1}`,
    )
    // The HTML is the live profile: the page asks the Worker for nothing, and nothing wakes.
    await page.waitForLoadState('networkidle')
    await expect(page.locator('[data-island="profile"]')).not.toHaveAttribute('data-island-state', /.+/)

    // Awake later (the visitor's first touch), the island shows the same live profile: nothing moves back.
    await strip.focus()
    await expect(page.locator('[data-island="profile"]')).toHaveAttribute('data-island-state', 'awake')
    await expect(strip.getByRole('figure')).toHaveCount(talent.book.length - 1)
    await expect(page.locator('main .measurements [data-field="height"] dd')).toHaveText(height)
    expect(reads).toEqual([])
  } finally {
    await putTalent(request, original)
  }
})
