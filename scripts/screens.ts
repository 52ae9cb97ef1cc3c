// `npm run screens [-- --out docs/screens/before]`: the first screen of the home, the roster, a profile and
// the be-a-model form at 390, 1024, 1280 and 1440 px, light and dark, as JPEG files in docs/screens/, so a
// reviewer can look at the design without running the site. Against SCREENS_URL when set (a running
// `npm start`), else it starts the site itself on PORT (8787) / CMS_PORT (8790) and stops it after.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { readSnapshot } from '../lib/snapshot/readSnapshot.server.ts'

const root = join(import.meta.dirname, '..')
const { values } = parseArgs({ options: { out: { type: 'string', default: 'docs/screens' } } })
const outDir = resolve(root, values.out)
const port = Number(process.env.PORT ?? 8787)
const base = (process.env.SCREENS_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '')

/** Widths and the heights of a common device at each (a phone, a small laptop, the two commonest laptops). */
const viewports = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const
const themes = ['light', 'dark'] as const

/** The profile shown: the first talent whose book opens with two portraits (the pairing shows). */
function profileUrl(): string {
  const snapshot = readSnapshot()
  const portrait = (i: { width: number; height: number }) => i.width <= i.height
  const talent =
    snapshot.talents().find((t) => {
      const [a, b] = snapshot.profile(t.id).book
      return a && b && portrait(a) && portrait(b)
    }) ?? snapshot.talents()[0]
  if (!talent) throw new Error('the snapshot has no talent')
  return `/modelos/${talent.categories[0]}/${talent.id}/${talent.slug}`
}

const pages = [
  { name: 'home', path: '/' },
  { name: 'roster', path: '/modelos' },
  { name: 'profile', path: profileUrl() },
  { name: 'form', path: '/seja-um-modelo' },
] as const

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

async function startSite(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
    detached: true,
  })
  for (let i = 0; i < 480; i++) {
    if (await answers(base)) return child
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`the site did not answer at ${base}`)
}

const site = (await answers(base)) ? null : await startSite()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  mkdirSync(outDir, { recursive: true })
  for (const theme of themes) {
    for (const viewport of viewports) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        hasTouch: viewport.width < 1024,
        isMobile: viewport.width < 1024,
      })
      await context.addInitScript((theme) => {
        sessionStorage.setItem('prehome-seen', '1')
        // Shot as a visitor sees every page but their first: in the brand's faces (renderer/fontScript.ts).
        sessionStorage.setItem('fonts', '1')
        if (theme === 'dark') localStorage.setItem('theme', 'dark')
      }, theme)
      const page = await context.newPage()
      for (const { name, path } of pages) {
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
        await page.evaluate(() => document.fonts.ready)
        const file = join(outDir, `${name}-${viewport.width}-${theme}.jpg`)
        await page.screenshot({ path: file, type: 'jpeg', quality: 70 })
        console.log(`[screens] ${file}`)
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  if (site?.pid) process.kill(-site.pid, 'SIGTERM')
}
