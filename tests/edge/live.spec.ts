import { expect, test } from '@playwright/test'
import { displayName } from '../../lib/text/displayName'
import { clearFaults, fault, putTalent, removeTalent } from '../cms'
import { waitForHydration } from '../fixtures'
import { profileReadPath, profileReads, snapshotFile } from './edge'

// Live data and profile paths: what the Worker answers for talents the build knows and for newer ones.

type Summary = { id: number; name: string; slug: string; categories: string[]; cover: string | null }

test.describe('GET /api/talents and /api/talents/:id', () => {
  test('answer the live roster and a profile, as the snapshot has them', async ({ request }) => {
    // Media URLs name the CMS instance that answered (CMS_PORT may differ from the synced one): paths only.
    const local = (t: Summary) => ({ ...t, cover: t.cover && new URL(t.cover, 'http://site.test').pathname })
    const roster = ((await (await request.get('/api/talents')).json()) as Summary[]).map(local)
    const built = snapshotFile<Summary[]>('talents.json').map(local)
    for (const t of built.slice(0, 10)) expect(roster.find((r) => r.id === t.id)).toEqual(t)
    const first = built[0] as Summary
    const profile = await request.get(`/api/talents/${first.id}`)
    expect(profile.status()).toBe(200)
    expect(await profile.json()).toMatchObject({ id: first.id, slug: first.slug, book: expect.any(Array) })
  })

  test('answer 404 in the JSON error shape for an unknown talent', async ({ request }) => {
    const answer = await request.get('/api/talents/987654321')
    expect(answer.status()).toBe(404)
    expect((await answer.json()).error.code).toBe('not_found')
  })
})

test.describe('a slow or unknown upstream', () => {
  const unknownId = () => 800_000 + Math.floor(Math.random() * 99_999)

  test('a stalled CMS: the profile page keeps the snapshot’s data, marked stale, after one retry', async ({
    page,
    request,
  }) => {
    // A talent far down the roster, which no other spec opens (its live answer is then not cached).
    const roster = snapshotFile<Summary[]>('talents.json')
    const talent = roster[roster.length - 1 - Math.floor(Math.random() * 40)] as Summary
    // npm start's own sync read every profile once at start: the page's reads are counted from here.
    const before = await profileReads(request, talent.id)
    await fault(request, { path: profileReadPath(talent.id), delay_ms: 20_000, count: 5 })
    try {
      await page.goto(`/modelos/${talent.categories[0]}/${talent.id}/${talent.slug}`)
      await waitForHydration(page)
      const profile = page.locator('article.profile')
      // The Worker gives up after its budget (3 s: the attempt and one retry); the page keeps what it had.
      await expect(profile).toHaveAttribute('data-live', 'stale', { timeout: 10_000 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(displayName(talent.name))
      // Two reads while the Worker serves the page (the attempt and one retry, then the page as built, marked
      // stale); the page asks for nothing more.
      expect((await profileReads(request, talent.id)) - before).toBe(2)
    } finally {
      await clearFaults(request)
    }
  })

  test('200 requests for an unknown id ask the CMS at most a handful of times', async ({ request }) => {
    test.setTimeout(120_000)
    const id = unknownId()
    // The API and the profile path of the id, 10 at a time.
    for (let n = 0; n < 20; n++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          request.get(i % 2 ? `/api/talents/${id}` : `/modelos/image/${id}/ninguem`, { maxRedirects: 0 }),
        ),
      )
      expect(answers.map((a) => a.status())).toEqual(Array(10).fill(404))
    }
    expect(await profileReads(request, id)).toBeLessThanOrEqual(3)
  })

  test('50 concurrent requests for a talent the Worker has not seen make one upstream call', async ({
    request,
  }) => {
    const id = unknownId()
    const talent = { id, name: 'Lara Nunes', gender: 'woman', categories: [{ id: 3226, name: 'Image' }] }
    await putTalent(request, talent)
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => request.get(`/api/talents/${id}`)))
      expect(answers.map((a) => a.status())).toEqual(Array(50).fill(200))
      expect(await profileReads(request, id)).toBe(1)
    } finally {
      await removeTalent(request, id)
    }
  })
})

test.describe('profile paths', () => {
  const built = snapshotFile<Summary[]>('talents.json').find((t) => t.categories.length > 1) as Summary
  const canonical = `/modelos/${built.categories[0]}/${built.id}/${built.slug}`

  test('a wrong slug (capitals and accents too) or a non-canonical category redirects (301) to the canonical URL', async ({
    request,
  }) => {
    for (const path of [
      `/modelos/${built.categories[0]}/${built.id}/nome-errado`,
      `/modelos/${built.categories[1]}/${built.id}/${built.slug}`,
      `/modelos/${built.categories[0]}/${built.id}`,
      // A name typed by hand, with capitals or accents.
      `/modelos/${built.categories[0]}/${built.id}/${built.slug.toUpperCase()}`,
      `/modelos/${built.categories[0]}/${built.id}/${encodeURIComponent(`Á${built.slug}`)}`,
    ]) {
      const answer = await request.get(path, { maxRedirects: 0 })
      expect(answer.status(), path).toBe(301)
      expect(answer.headers().location, path).toBe(canonical)
    }
    const page = await request.get(canonical)
    expect(page.status()).toBe(200)
  })

  test('an unknown id answers the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/en/models/image/987654321/nobody')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('This page could not be found.')).toBeVisible()
  })

  test('a talent added to the CMS after the build is reachable and listed without a rebuild', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const id = 900_000 + Math.floor(Math.random() * 99_999)
    const talent = {
      id,
      name: 'Helena  MARQUES  Duarte',
      gender: 'woman',
      cover: `uploads/talents/${id}/cover-800x1067.jpg`,
      categories: [{ id: 3224, name: 'Development' }],
      height: '176/5\'9"',
      galleries: {
        book: [{ file: `uploads/talents/${id}/book-1-1200x1600.jpg`, width: 1200, height: 1600 }],
      },
    }
    await putTalent(request, talent)
    try {
      const url = `/modelos/development/${id}/helena-marques-duarte`
      const wrong = await request.get(`/modelos/image/${id}/helena`, { maxRedirects: 0 })
      expect(wrong.status()).toBe(301)
      expect(wrong.headers().location).toBe(url)

      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Helena Duarte' })).toBeVisible()
      expect(new URL(page.url()).pathname).toBe(url)

      // The roster is cached at the edge for LIVE_CACHE_SECONDS (60 s by default, 5 s under the specs): it shows up by then.
      await expect
        .poll(
          async () =>
            ((await (await request.get('/api/talents')).json()) as Summary[]).some((t) => t.id === id),
          { timeout: 90_000, intervals: [1000, 5000] },
        )
        .toBe(true)
    } finally {
      await removeTalent(request, id)
    }
  })
})
