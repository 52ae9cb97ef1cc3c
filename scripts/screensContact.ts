// `tsx scripts/screensContact.ts [-- --out DIR]`: what a visitor sees of issue 40 (WhatsApp, the job brief,
// consent, the privacy notice), in Portuguese at 390 and 1280 px, as JPEG files in docs/screens/
// (`contact-*.jpg`), like scripts/screens.ts: against SCREENS_URL (a running `npm start`), else PORT's.
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { readSnapshot } from '../lib/snapshot/readSnapshot.server.ts'

const root = join(import.meta.dirname, '..')
const { values } = parseArgs({ options: { out: { type: 'string', default: 'docs/screens' } } })
const outDir = resolve(root, values.out)
const base = (process.env.SCREENS_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`).replace(/\/+$/, '')

const snapshot = readSnapshot()
const [ana, bia] = snapshot.talents().filter((t) => t.categories.includes('mainboard'))
if (!ana || !bia) throw new Error('the snapshot has fewer than two mainboard talents')
const profile = `/modelos/${ana.categories[0]}/${ana.id}/${ana.slug}`
const sixteen = `0103${new Date().getFullYear() - 16}`

/** Each shot: its page, and what to do there before the shot (the part the visitor looks at, in view). */
const shots: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'profile-whatsapp',
    path: profile,
    ready: (page) => page.locator('.profile__whatsapp').scrollIntoViewIfNeeded(),
  },
  {
    name: 'favorites-brief',
    path: `/favoritos?ids=${ana.id},${bia.id}`,
    ready: async (page) => {
      await page.locator('[data-island="favorites"][data-island-state="awake"]').waitFor()
      await page.locator('.favorites__whatsapp').evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await page.mouse.wheel(0, -120)
    },
  },
  {
    name: 'apply-consent',
    path: '/seja-um-modelo',
    ready: async (page) => {
      // An applicant of 16: the guardian's name and consent appear under the applicant's own consent.
      await page.locator('#apply-birthdate').focus()
      await page.locator('[data-island="applicationForm"][data-island-state="awake"]').waitFor()
      await page.locator('#apply-birthdate').pressSequentially(sixteen)
      await page.locator('[data-guardian]').waitFor()
      await page.locator('#apply-consent').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    },
  },
  { name: 'apply-never-charge', path: '/seja-um-modelo', ready: async () => {} },
  { name: 'privacy', path: '/privacidade', ready: async () => {} },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  mkdirSync(outDir, { recursive: true })
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      hasTouch: viewport.width < 1024,
      isMobile: viewport.width < 1024,
    })
    await context.addInitScript(() => {
      sessionStorage.setItem('prehome-seen', '1')
      sessionStorage.setItem('fonts', '1')
    })
    const page = await context.newPage()
    for (const { name, path, ready } of shots) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      await ready(page)
      // The sticky header settles after a scroll (its shadow, the scroll-driven shrink).
      await page.waitForTimeout(400)
      const file = join(outDir, `contact-${name}-${viewport.width}.jpg`)
      await page.screenshot({ path: file, type: 'jpeg', quality: 70 })
      console.log(`[screens] ${file}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
}
