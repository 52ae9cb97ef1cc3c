import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { cmsTestClient } from '../cms/testClient'
import type { Check } from './budgets'
import { benchBytes } from './bytes'
import { changeCms, newcomer, waitForChange } from './changed'
import { type Context, ensureData, prepareAgainst, prepareSource, scratchDir } from './context'
import { benchFilter } from './filter'
import { benchInteraction } from './interaction'
import { benchLighthouse, lighthouseChecks } from './lighthouse'
import { benchLive } from './live'
import { benchMedia } from './media'
import { type BenchPage, benchPages, isLighthousePage, pageFilter } from './pages'
import { benchPrerender } from './prerender'
import { cleanups } from './proc'
import { startSite } from './server'
import { writeSummary } from './summary'
import { benchWorker } from './worker'

const help = `npm run bench -- [options]

Measures the site (issues 5 and 23) and writes bench/results/<part>.json and bench/results/summary.md.

Parts (all by default, in this order):
  prerender   synthetic snapshots of 1,000 and 10,000 talents: vike build + prerender, peak memory, files
              (--quick: 1,000 only)
  filter      the roster's filters on 10,000 synthetic talents in Chromium, CPU unthrottled and 4× slower
  worker      autocannon on the Worker (npm start on PORT/CMS_PORT): live profile cold and warm, contact,
              get-scouted with two 2 MB photos; submissions during a CMS outage; a stalled CMS
  live        the Worker's live endpoints at 10 connections for 70 s across an expiry, the CMS fast, slow
              (5 s) and failing (with --against: that commit's site too, in turn)
  bytes       first-view bytes per page type (Playwright, mobile viewport), gzip and brotli: the JS a page
              fetches before any interaction
  lighthouse  Lighthouse 13 mobile, median of 3 runs (--quick: 1), 14 pages (bench/pages.ts), each as is
              and with every script blocked; the scripts-blocked floor's tasks after FCP named
  interaction the first interaction with each island (roster filter, profile gallery, contact form, news
              feed, favorites), CPU throttled 4×: next paint with a response, island awake (HEAD only)

Options:
  --only a,b   run only these parts
  --check      exit 1 when a budget (bench/budgets.ts) is missed by the parts run
  --quick      smaller and shorter: prerender at 1,000 talents, 1 Lighthouse run, 5 s load runs
  --runs N     Lighthouse runs per page and mode (default 3, 1 with --quick)
  --pages a,b  only these page types (bytes, Lighthouse), in both languages; \`type:pt\` for one language:
              home, roster, profile, news, post, about, contact, be-a-model, favorites
  --worktree   measure the working tree as it is (default: an export of HEAD in tmp/bench/src)
  --keep       keep the prerender build outputs (tmp/bench/out-N)
  --against R  also measure commit R (bytes, Lighthouse, live) in the same run: exported with its own npm
               install into tmp/bench/against-<R>, synced and built by its own code, served on PORT+10;
               Lighthouse alternates between the sites page by page, live runs site by site. Written
               beside HEAD's figures. Several, comma-separated (R1,R2), on PORT+10, PORT+20, …
  --built-only Lighthouse measures the pages as built only (not again with the CMS changed since the build)
  --help

Environment: PORT (8851) and CMS_PORT (8852) for the site it starts; BENCH_SCRATCH (default
$TMPDIR/agency-bench) for synthetic snapshots; BENCH_SRC (default tmp/bench/src) for the export of HEAD,
so that two benches on different ports do not share it. Needs /usr/bin/chromium and /usr/bin/time (Debian: apt-get
install -y chromium time). Not part of npm test or CI: figures depend on the machine and its load.`

/** Each page's URL on another site, or undefined where that site does not answer it with 200. */
async function pagesOn(
  origin: string,
  pages: BenchPage[],
  log: (line: string) => void,
): Promise<(BenchPage | undefined)[]> {
  return Promise.all(
    pages.map(async (p) => {
      const status = await fetch(`${origin}${p.path}`).then(
        (r) => r.status,
        () => 0,
      )
      if (status === 200) return p
      log(`against: ${p.path} answers ${status} there: not measured on that site`)
      return undefined
    }),
  )
}

const present = (list: (BenchPage | undefined)[]): BenchPage[] =>
  list.filter((p): p is BenchPage => p !== undefined)

const allParts = [
  'prerender',
  'media',
  'filter',
  'worker',
  'live',
  'bytes',
  'lighthouse',
  'interaction',
] as const
type Part = (typeof allParts)[number]

const root = resolve(import.meta.dirname, '..')
const resultsDir = join(root, 'bench/results')

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      check: { type: 'boolean', default: false },
      quick: { type: 'boolean', default: false },
      worktree: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      against: { type: 'string' },
      pages: { type: 'string' },
      runs: { type: 'string' },
      'built-only': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  })
  if (values.help) {
    console.log(help)
    return 0
  }
  const parts: Part[] = values.only
    ? values.only.split(',').map((p) => {
        const name = p.trim() as Part
        if (!allParts.includes(name)) throw new Error(`unknown part "${p}" (parts: ${allParts.join(', ')})`)
        return name
      })
    : [...allParts]
  const wanted = pageFilter(values.pages)
  const lighthouseRuns = values.runs === undefined ? undefined : Number(values.runs)
  if (lighthouseRuns !== undefined && !(Number.isInteger(lighthouseRuns) && lighthouseRuns > 0))
    throw new Error(`--runs takes a whole number above 0, not "${values.runs}"`)
  for (const tool of ['/usr/bin/time', process.env.CHROME_PATH ?? '/usr/bin/chromium']) {
    if (!existsSync(tool)) throw new Error(`${tool} is missing (Debian: apt-get install -y time chromium)`)
  }

  const started = Date.now()
  const log = (line: string) =>
    console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`)
  const src = await prepareSource({ root, worktree: values.worktree, log })
  const scratch = scratchDir()
  await mkdir(scratch, { recursive: true })
  const ctx: Context = {
    root,
    src,
    scratch,
    quick: values.quick,
    keep: values.keep,
    port: Number(process.env.PORT ?? 8851),
    cmsPort: Number(process.env.CMS_PORT ?? 8852),
    log,
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
  const dirty = values.worktree && execFileSync('git', ['status', '--porcelain'], { cwd: root }).length > 0
  const meta = () => ({
    measuredAt: new Date().toISOString(),
    commit: `${commit}${dirty ? ' + working tree changes' : ''}`,
    quick: values.quick,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    },
  })

  /**
   * Before each part, waits (2 minutes at most) for the 1-minute load average to fall to half the cores:
   * the build or the part before leaves the machine busy, and Lighthouse and the profilers count the time
   * a task waited for a core (a first Lighthouse page measured at load 4.7 read 66 ms of blocking time,
   * the same page 2 ms in the other language a minute later).
   */
  const settle = async (part: Part) => {
    const quiet = cpus().length / 2
    const until = Date.now() + 120_000
    if ((loadavg()[0] ?? 0) <= quiet) return
    log(`${part}: waiting for the load average (${loadavg()[0]?.toFixed(2)}) to fall to ${quiet}`)
    while ((loadavg()[0] ?? 0) > quiet && Date.now() < until) await new Promise((r) => setTimeout(r, 2000))
  }

  await mkdir(resultsDir, { recursive: true })
  const checks: Check[] = []
  const failures: string[] = []
  const save = async (part: Part, load: number, result: { checks: Check[] }) => {
    checks.push(...result.checks)
    const m = meta()
    const file = { ...m, machine: { ...m.machine, loadAverageAtStart: load }, ...result }
    await writeFile(join(resultsDir, `${part}.json`), `${JSON.stringify(file, null, 2)}\n`)
    log(`${part}: written to bench/results/${part}.json`)
  }
  const attempt = async (part: Part, fn: () => Promise<{ checks: Check[] }>) => {
    if (!parts.includes(part)) return
    await settle(part)
    const load = Math.round((loadavg()[0] ?? 0) * 100) / 100
    if (load > cpus().length)
      log(`warning: load average ${load} on ${cpus().length} cores: figures will be noisy`)
    try {
      await save(part, load, await fn())
    } catch (e) {
      const message = e instanceof Error ? (e.stack ?? e.message) : String(e)
      failures.push(`${part}: ${message}`)
      log(`${part} FAILED: ${message}`)
    }
  }

  await attempt('prerender', () => benchPrerender(ctx))
  await attempt('media', () => benchMedia(ctx))
  await attempt('filter', () => benchFilter(ctx))

  const needSite = parts.some(
    (p) => p === 'worker' || p === 'live' || p === 'bytes' || p === 'lighthouse' || p === 'interaction',
  )
  // The live part reads the API and the profile paths only: the committed snapshot does (no mirrored media).
  const needMedia = parts.some(
    (p) => p === 'worker' || p === 'bytes' || p === 'lighthouse' || p === 'interaction',
  )
  if (needSite) {
    if (needMedia) await ensureData(ctx, values.worktree)
    const pages = benchPages(join(src, 'data')).filter(wanted)
    // The commits measured beside HEAD, each on its own ports with its own stand-in CMS, data and build.
    const refs =
      values.against && parts.some((p) => p === 'bytes' || p === 'lighthouse' || p === 'live')
        ? values.against.split(',').map((r) => r.trim())
        : []
    const others: { commit: string; ctx: Context }[] = []
    for (const [i, ref] of refs.entries()) {
      const other = await prepareAgainst({ root, ref, log })
      const c = { ...ctx, src: other.src, port: ctx.port + 10 * (i + 1), cmsPort: ctx.cmsPort + 10 * (i + 1) }
      if (needMedia) await ensureData(c, false, { originals: true })
      others.push({ commit: other.commit, ctx: c })
    }
    let site: Awaited<ReturnType<typeof startSite>> | undefined
    const otherSites: {
      label: string
      site: Awaited<ReturnType<typeof startSite>>
      pages: (BenchPage | undefined)[]
    }[] = []
    try {
      site = await startSite(ctx)
      for (const o of others) {
        const started = await startSite(o.ctx)
        // The same URLs on the other site: the demo dataset is the same; a page it lacks is not measured.
        otherSites.push({ label: o.commit, site: started, pages: await pagesOn(started.origin, pages, log) })
      }
    } catch (e) {
      failures.push(`site: ${e instanceof Error ? e.message : String(e)}`)
      log(`site did not start: ${String(e)}`)
    }
    if (site) {
      const s = site
      try {
        // The Worker first: its cold run needs an edge cache no page has filled yet.
        await attempt('worker', () => benchWorker(ctx, s.origin, s.cmsOrigin))
        await attempt('live', () =>
          benchLive(
            ctx,
            [
              { label: commit, origin: s.origin, cmsOrigin: s.cmsOrigin },
              ...otherSites.map((o) => ({
                label: o.label,
                origin: o.site.origin,
                cmsOrigin: o.site.cmsOrigin,
              })),
            ],
            (JSON.parse(readFileSync(join(src, 'data/talents.json'), 'utf8')) as { id: number }[])
              .slice(0, 2)
              .map((t) => t.id),
          ),
        )
        await attempt('bytes', async () => {
          const a = await benchBytes(ctx, s.origin, pages)
          const against = []
          for (const o of otherSites)
            against.push({
              label: o.label,
              pages: (await benchBytes(ctx, o.site.origin, present(o.pages))).pages,
            })
          return { ...a, against }
        })
        const lighthousePages = (list: (BenchPage | undefined)[]) =>
          list.filter((_, i) => {
            const p = pages[i]
            return p !== undefined && isLighthousePage(p)
          })
        await attempt('lighthouse', async () => {
          const sites = [
            { label: commit, origin: s.origin, cmsOrigin: s.cmsOrigin, pages: lighthousePages(pages) },
            ...otherSites.map((o) => ({
              label: o.label,
              origin: o.site.origin,
              cmsOrigin: o.site.cmsOrigin,
              pages: lighthousePages(o.pages),
            })),
          ]
          const built = await benchLighthouse(ctx, sites, { runs: lighthouseRuns })
          // Then the steady state between rebuilds: the roster and the profile once the CMS has changed.
          const live = (list: (BenchPage | undefined)[]) =>
            list.map((p) => (p && (p.type === 'roster' || p.type === 'profile') ? p : undefined))
          if (
            values['built-only'] ||
            !sites[0]?.pages.some((p) => p && (p.type === 'roster' || p.type === 'profile'))
          )
            return built
          const profileId = Number(
            (JSON.parse(readFileSync(join(src, 'data/talents.json'), 'utf8')) as { id: number }[])[0]?.id,
          )
          try {
            for (const site of sites) {
              const height = await changeCms(site.cmsOrigin, profileId)
              ctx.log(
                `lighthouse: ${site.label}: CMS changed (talent ${newcomer.id} added, height ${height})`,
              )
              await waitForChange(site.origin, profileId, height)
            }
            const changed = await benchLighthouse(
              ctx,
              sites.map((site) => ({
                ...site,
                label: `${site.label}, CMS changed`,
                pages: live(site.pages),
              })),
              { runs: lighthouseRuns },
            )
            return {
              ...built,
              changed: [{ label: `${commit}, CMS changed`, pages: changed.pages }, ...changed.against],
              checks: [...built.checks, ...lighthouseChecks(changed.pages, ', CMS changed')],
            }
          } catch (e) {
            // The figures after the rebuild stand; the changed state is reported as not measured.
            const message = e instanceof Error ? e.message : String(e)
            failures.push(`lighthouse with the CMS changed: ${message}`)
            log(`lighthouse with the CMS changed FAILED: ${message}`)
            return built
          } finally {
            // The demo data set again for the parts after (the Worker's live cache follows within a minute).
            for (const site of sites) await cmsTestClient(site.cmsOrigin).reset()
          }
        })
        await attempt('interaction', () => benchInteraction(ctx, s.origin, pages))
      } finally {
        await s.stop()
        for (const o of otherSites) await o.site.stop()
      }
    }
  }

  await writeSummary(resultsDir)
  log(`summary: bench/results/summary.md (${((Date.now() - started) / 1000).toFixed(0)} s in all)`)
  const missed = checks.filter((c) => !c.ok)
  for (const c of missed) {
    log(
      `MISSED ${c.name}: ${c.value ?? 'not measured'} ${c.unit} (budget ${c.kind === 'max' ? '≤' : '≥'} ${c.budget})`,
    )
  }
  for (const f of failures) log(`FAILED ${f.split('\n')[0]}`)
  if (values.check && (missed.length > 0 || failures.length > 0)) return 1
  return failures.length > 0 ? 1 : 0
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n[bench] ${signal}: stopping what the bench started`)
    Promise.all([...cleanups].map((stop) => stop())).finally(() => process.exit(130))
  })
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(2)
  },
)
