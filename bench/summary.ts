import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { budgets, type Check } from './budgets'
import type { BytesResult } from './bytes'
import type { FilterResult } from './filter'
import type { InteractionResult } from './interaction'
import type { LighthousePage, LighthouseResult } from './lighthouse'
import type { LiveResult } from './live'
import type { MediaResult } from './media'
import type { PrerenderResult } from './prerender'
import type { WorkerResult } from './worker'

// bench/results/summary.md, written from whatever part files bench/results holds (a run of one part
// keeps the others' last figures, each with its own date and commit).

type Meta = {
  measuredAt: string
  commit: string
  quick: boolean
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; loadAverageAtStart?: number }
}

function read<T>(dir: string, part: string): (T & Meta) | null {
  const path = join(dir, `${part}.json`)
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T & Meta) : null
}

const n0 = (x: number | null | undefined) =>
  x === null || x === undefined || Number.isNaN(x) ? '–' : Math.round(x).toLocaleString('en')
const n1 = (x: number | null | undefined) =>
  x === null || x === undefined || Number.isNaN(x) ? '–' : x.toFixed(1)
const n3 = (x: number | null | undefined) =>
  x === null || x === undefined || Number.isNaN(x) ? '–' : x.toFixed(3)
const kib = (b: number | null | undefined) => (b === null || b === undefined ? '–' : (b / 1024).toFixed(1))
const mib = (b: number) => (b / 2 ** 20).toFixed(0)
const s1 = (ms: number) => (ms / 1000).toFixed(1)

function metaLine(m: Meta): string {
  const load = m.machine.loadAverageAtStart
  const noisy = load !== undefined && load > m.machine.cpus ? ' **(busy machine: figures are noisy)**' : ''
  return `_${m.measuredAt.slice(0, 16).replace('T', ' ')} UTC, commit ${m.commit}${m.quick ? ', --quick' : ''}; ${m.machine.cpus} × ${m.machine.cpuModel}, ${m.machine.memoryGiB} GiB, Node ${m.machine.node}, load ${load ?? '?'} at start${noisy}_`
}

function checkTable(checks: Check[]): string[] {
  if (checks.length === 0) return []
  const missed = checks.filter((c) => !c.ok)
  const lines = [
    `${checks.length - missed.length} of ${checks.length} budgets met.`,
    '',
    '| | figure | measured | budget |',
    '|---|---|---|---|',
  ]
  // Misses first, then the rest.
  for (const c of [...missed, ...checks.filter((c) => c.ok)]) {
    lines.push(
      `| ${c.ok ? 'ok' : '**MISS**'} | ${c.name} | ${c.value ?? 'not measured'} ${c.unit} | ${c.kind === 'max' ? '≤' : '≥'} ${c.budget} ${c.unit} |`,
    )
  }
  return [...lines, '']
}

function prerenderSection(r: PrerenderResult & Meta): string[] {
  const out = ['## 1. Prerender scaling', '', metaLine(r), '']
  out.push(
    '| talents | HTML pages | vike build | prerender | pages/s (wall) | pages per CPU-s | peak RSS (tree) | files written |',
    '|---|---|---|---|---|---|---|---|',
  )
  for (const x of r.runs) {
    out.push(
      `| ${n0(x.talents)} | ${n0(x.pages.html)} | ${s1(x.build.wallMs)} s | ${s1(x.prerender.wallMs)} s (CPU ${s1(x.prerender.cpuMs)} s) | ${n0(x.prerender.pagesPerSecond)} | ${n0(x.prerender.pagesPerCpuSecond)} | ${mib(x.peakRssBytes)} MiB | ${n0(x.files.total)} |`,
    )
  }
  out.push('')
  const last = r.runs[r.runs.length - 1]
  if (last) {
    const kinds = Object.entries(last.pages.byKind)
      .map(([k, v]) => `${k} ${n0(v)}`)
      .join(', ')
    out.push(
      `Files at ${n0(last.talents)} talents: ${n0(last.files.html)} HTML (${kinds}), ${n0(last.files.pageContextJson)} pageContext.json, ${n0(last.files.assets)} under assets/, ${n0(last.files.other)} other. Per talent: ${n1(last.files.perTalent)} files (every file under a talent's path: its profile's HTML in each language, which holds its comp card); ${n0(last.files.fixed)} files do not grow with the roster.`,
      '',
      `Projected file count (static assets of one Worker version; Cloudflare allows ${n0(budgets.prerender.cloudflareFreeFiles)} on Free, ${n0(budgets.prerender.cloudflarePaidFiles)} on Paid):`,
      '',
      '| talents | files | Free (20,000) | Paid (100,000) |',
      '|---|---|---|---|',
    )
    for (const [talents, files] of Object.entries(last.projection)) {
      out.push(
        `| ${n0(Number(talents))} | ${n0(files)} | ${files <= budgets.prerender.cloudflareFreeFiles ? 'fits' : '**over**'} | ${files <= budgets.prerender.cloudflarePaidFiles ? 'fits' : '**over**'} |`,
      )
    }
    out.push('', ...fileProposal(last.files.perTalent, last.files.fixed), '')
  }
  out.push(
    "How: `bench/synthetic.ts` syncs the demo dataset with the real sync once, clones its profiles to N talents (new ids and names, the same media URLs), validates every file with the snapshot structs and writes it with the sync's `buildVersion`. The build runs on an export of HEAD with `DATA_DIR` pointing at it and `VITE_CONFIG` setting the outDir; `vike build` and `scripts/prerender.ts` (Vike’s `renderPage()` per page, one process per CPU) run as two timed commands. Wall, CPU (user+sys of the tree, GNU time) and peak RSS (the summed RSS of the process tree, sampled every 100 ms).",
    '',
  )
  return out
}

function fileProposal(perTalent: number, fixed: number): string[] {
  const at4k = Math.round(fixed + perTalent * 4000)
  const free = budgets.prerender.cloudflareFreeFiles
  return [
    `### Staying under ${n0(free)} files at 4,000 talents`,
    '',
    `Each talent costs ${n1(perTalent)} files, so 4,000 talents make about ${n0(at4k)} files before any mirrored media, and about ${n0(Math.floor((free - fixed) / Math.max(1, perTalent)))} talents fit the Free plan. What is done and what is left:`,
    '',
    "1. **No page data, no comp card pages.** Pages are HTML only (no `index.pageContext.json`), and a talent's comp card is part of its profile page, printed alone by the profile's print stylesheet (`docs/decisions/0036-comp-cards.md`): one HTML file per talent and language, the floor of a static profile.",
    '2. **Below the floor:** serve profiles from the Worker with the prerendered profile shell (`/__profile-shell`, which exists already for talents newer than the build), the Worker filling title, description, canonical and the profile body with HTMLRewriter from the edge-cached profile, so crawlers still get full HTML. Profiles then cost 0 files per talent; the file count stops depending on the roster.',
    '3. Vike options do not help on their own: `prerender.noExtraDir` only changes `x/index.html` to `x.html` (same count), and `prerender.partial` / a per-page `prerender: false` drops the HTML without giving the Worker anything to serve.',
    '4. **Media stays out of the static assets.** Mirrored and resized images (`public/media`, several widths × formats per photo) would add tens of files per talent and blow past both limits at once: they belong in R2 (or Cloudflare Images) behind the Worker or a custom domain, not in `dist/client`.',
  ]
}

function workerSection(r: WorkerResult & Meta): string[] {
  const out = ['## 4. The Worker under load', '', metaLine(r), '']
  out.push('| run | requests | req/s | p50 | p99 | errors | statuses |', '|---|---|---|---|---|---|---|')
  for (const x of r.load) {
    const statuses = Object.entries(x.statuses)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')
    out.push(
      `| ${x.name} | ${n0(x.requests)} | ${n1(x.reqPerSec)} | ${x.p50Ms} ms | ${x.p99Ms} ms | ${x.errors} | ${statuses} |`,
    )
  }
  if (r.outage) {
    out.push(
      '',
      '| sent while the CMS refused every submission (503) | accepted (200) | delivered after it recovered | duplicates | last delivery after recovery |',
      '|---|---|---|---|---|',
      ...r.outage.map(
        (o) => `| ${o.kind} | ${n0(o.accepted)} | ${n0(o.delivered)} | ${o.duplicates} | ${n1(o.drainS)} s |`,
      ),
    )
  }
  out.push(
    '',
    `Photos: ${r.photos.map((p) => `${p.field} ${p.type} ${n0(p.bytes)} bytes`).join(', ')}. Inbox of the stand-in CMS cleared afterwards: ${r.inboxCleared ? 'yes' : 'no'}.`,
    '',
    'autocannon on loopback against `npm start` (wrangler dev, workerd, local mode): 10 connections (4 for the uploads), 10 s per run (5 with --quick), uploads bounded by count (40, 12 with --quick); the cold run asks each talent once (nothing cached yet). The outage runs: the stand-in CMS answers 503 to every submission (`/__faults`) while 300 messages (100 with --quick) and 20 applications (8) are sent, each with its own e-mail, then recovers; the inbox is read every second until every accepted one has arrived, and once more 5 s later. The stalled run: once the fresh copies have expired (60 s), the CMS answers profile reads after 20 s, and 100 profiles (40) are asked once each; the answer is the last good copy, marked `Live-Data: stale`, after the visitor budget.',
    '',
  )
  return out
}

function bytesSection(r: BytesResult & Meta): string[] {
  const out = ['## 3. Bytes on first view', '', metaLine(r), '']
  out.push(
    '| page | HTML gz | CSS gz | HTML+CSS gz | JS before interaction gz (br) | JS files | fonts | images (count) | above the fold | LCP element | LCP image |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  )
  for (const p of r.pages) {
    const fold = p.aboveFold.reduce((n, i) => n + (i.bytes ?? 0), 0)
    out.push(
      `| ${p.type} ${p.locale} \`${p.path}\` | ${kib(p.html.gzip)} | ${kib(p.css.gzip)} | ${kib(p.html.gzip + p.css.gzip)} | ${kib(p.js.gzip)} (${kib(p.js.brotli)}) | ${p.js.count} | ${kib(p.font.raw)} | ${kib(p.image.bytes)} (${p.image.count}) | ${kib(fold)} (${p.aboveFold.length}) | ${p.lcp?.element ?? '–'} | ${p.lcp?.url ? `${kib(p.lcp.bytes)} KiB` : 'text'} |`,
    )
  }
  for (const other of r.against ?? []) {
    out.push(
      '',
      `### Beside ${other.label}, measured in the same run`,
      '',
      `| page | images of the first view, kB ${r.commit} / ${other.label} | LCP image KiB | JS gz | JS files | HTML+CSS gz | requests |`,
      '|---|---|---|---|---|---|---|',
    )
    for (const p of r.pages) {
      const q = other.pages.find((x) => x.type === p.type && x.locale === p.locale)
      out.push(
        `| ${p.type} ${p.locale} | ${n0(p.image.bytes / 1000)} / ${q ? n0(q.image.bytes / 1000) : '–'} | ${p.lcp?.url ? kib(p.lcp.bytes) : 'text'} / ${q?.lcp?.url ? kib(q.lcp.bytes) : q ? 'text' : '–'} | ${kib(p.js.gzip)} / ${q ? kib(q.js.gzip) : '–'} | ${p.js.count} / ${q?.js.count ?? '–'} | ${kib(p.html.gzip + p.css.gzip)} / ${q ? kib(q.html.gzip + q.css.gzip) : '–'} | ${p.requests} / ${q?.requests ?? '–'} |`,
      )
    }
  }
  const worst = [...r.pages].sort((a, b) => b.js.gzip - a.js.gzip)[0]
  if (worst) {
    out.push(
      '',
      `Largest JS first view: ${worst.type} (${worst.locale}), ${kib(worst.js.gzip)} KiB gzip: ${worst.jsFiles
        .slice(0, 6)
        .map((f) => `\`${f.url}\` ${kib(f.gzip)}`)
        .join(', ')}.`,
    )
  }
  out.push(
    '',
    `JS before interaction: budget ${budgets.bytes.jsBeforeInteractionGzipKiB} KiB gzip on every page but those whose island wakes at load by design (${budgets.bytes.wakeAtLoad.join(', ')}: the visitor's own content), which are shown and not budgeted.`,
    '',
    'All sizes in KiB. Each page loaded once in a fresh Chromium context (empty cache) at Lighthouse\'s mobile viewport (412×823, DPR 1.75), until the network is idle plus 1 s, no scrolling; responses summed by resource type. Text compressed here with node:zlib (gzip level 6, brotli quality 11), independent of what wrangler dev sends; images as served. "Above the fold" are the `<img>` elements intersecting the first viewport; the LCP comes from a PerformanceObserver in the page.',
    '',
  )
  return out
}

function mediaSection(r: MediaResult & Meta): string[] {
  const row = (label: string, x: MediaResult['cold']) =>
    `| ${label} | ${s1(x.wallMs)} s | ${n0(x.urls)} | ${n0(x.originals)} | ${n0(x.reused)} | ${n0(x.files)} | ${mib(x.bytes)} MiB |`
  return [
    '## 1b. Media pipeline (sync and mirror)',
    '',
    metaLine(r),
    '',
    '| run | wall | media URLs | originals fetched | reused (unchanged) | files written | bytes written |',
    '|---|---|---|---|---|---|---|',
    row(`demo, ${r.talents} talents, empty store and cache (first sync)`, r.cold),
    row('again, nothing changed (the next scheduled sync)', r.warm),
    '',
    `Encode time per distinct original: ${s1(r.perOriginalMs)} s of wall (${r.distinct} distinct originals, ${r.concurrency} at once; sharp, WebP ladder 320–1920). The stand-in's ${r.talents} talents share a pool of photos, so the demo encodes ${r.distinct} originals; a real account's photos are all distinct: **projected first sync with every original distinct: ${n0(r.projection.at150 / 60_000)} min at 150 talents, ${n0(r.projection.at1000 / 60_000)} min at 1,000** (${n1(r.urlsPerTalent)} media per talent); a later sync encodes only what is new. Files per Worker version: the pages only (the prerender table above; ${n0(r.distFiles)} at ${r.talents} talents), the media being in R2.`,
    '',
  ]
}

const site = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '?'

/**
 * Issue 23's table: per page, HEAD beside the commit measured in the same run (`--against`), each cell
 * "HEAD / other". JS is the bytes part's JavaScript fetched before any interaction.
 */
function comparisonTable(r: LighthouseResult & Meta, bytes: (BytesResult & Meta) | null): string[] {
  const others = r.against ?? []
  if (others.length === 0) return comparisonRows(r.commit, r.pages, undefined, bytes)
  return others.flatMap((other) => comparisonRows(r.commit, r.pages, other, bytes))
}

/**
 * The table for one state of the sites: HEAD's pages beside the other site's (when measured). `scripts` is
 * what Lighthouse saw fetched at load: script files, and their KiB on the wire with headers.
 */
function comparisonRows(
  head: string,
  pages: LighthousePage[],
  other: { label: string; pages: LighthousePage[] } | undefined,
  bytes: (BytesResult & Meta) | null,
  title = other ? `${head} / ${other.label}` : head,
): string[] {
  const out = [
    `Each cell is ${other ? `${head} (HEAD) / ${other.label}, measured in the same run, runs alternating page by page` : `${head} (HEAD)`}. TBT, LCP in ms; JS is KiB gzip fetched before any interaction (bytes part${bytes && bytes.commit !== head ? `, commit ${bytes.commit}` : ''}); scripts at load is what Lighthouse saw fetched (files, KiB on the wire with headers).`,
    '',
    `| page | TBT | TBT scripts blocked | LCP | LCP scripts blocked | CLS | CLS scripts blocked | perf | JS KiB | scripts at load | benchmarkIndex |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  const js = (pages: BytesResult['pages'] | undefined, p: { type: string; locale: string }) => {
    const b = pages?.find((x) => x.type === p.type && x.locale === p.locale)
    return b ? kib(b.js.gzip) : '–'
  }
  const bytesOther = other ? bytes?.against?.find((x) => x.label === other.label)?.pages : undefined
  const scripts = (x: LighthousePage) =>
    x.scriptRequests === undefined ? '–' : `${n0(x.scriptRequests)}, ${n1(x.scriptKiB)}`
  for (const p of pages) {
    const q = other?.pages.find((x) => x.type === p.type && x.locale === p.locale)
    const cell = (f: (x: LighthousePage) => string) => (other ? `${f(p)} / ${q ? f(q) : '–'}` : f(p))
    out.push(
      `| ${p.type} ${p.locale} | ${cell((x) => n0(x.tbtMs))} | ${cell((x) => n0(x.blocked?.tbtMs))} | ${cell((x) => n0(x.lcpMs))} | ${cell((x) => n0(x.blocked?.lcpMs))} | ${cell((x) => n3(x.cls))} | ${cell((x) => n3(x.blocked?.cls))} | ${cell((x) => n0(x.scores.performance))} | ${other ? `${js(bytes?.pages, p)} / ${js(bytesOther, p)}` : js(bytes?.pages, p)} | ${cell(scripts)} | ${cell((x) => n0(x.benchmarkIndex))} |`,
    )
  }
  return [`### ${title}`, '', ...out, '']
}

/** What the scripts-blocked floor still holds after the first paint, per page and site. */
function floorSection(sites: { label: string; pages: LighthousePage[] }[]): string[] {
  const out = [
    '### What the scripts-blocked floor still contains',
    '',
    'Every script file blocked (inline scripts still run), the run nearest the median TBT. "Lighthouse" lists its long tasks (simulated 4× CPU, ≥ 50 ms) that end after its FCP, with the script it attributes each to (its time by kind is in lighthouse.json, though under simulation Lighthouse counts it all as "other"); "trace" lists the same run\'s tasks in Lighthouse\'s own trace, unthrottled, over 12.5 ms (50 ms at 4×) of wall time ending after the observed FCP, with the main thread\'s CPU time in each (what a busy machine does not inflate), each named by the trace events with the most self time (`bench/traceTasks.ts`; "RunTask (not itemized)" is time in the task outside every event Lighthouse\'s trace categories record, or waiting for a core). "CPU blocking" is the blocking time Lighthouse\'s rule gives the tasks after FCP counted on their CPU time instead of their wall time (4× the CPU time over 50 ms, summed), median over all the runs, as is and scripts blocked: what the page\'s own work makes of TBT, without the waiting.',
    '',
    '| page | site | TBT as is | CPU blocking as is | TBT blocked | CPU blocking blocked | Lighthouse: tasks after FCP (ms at 4×) | trace: tasks over 12.5 ms after FCP (ms, unthrottled) |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const s of sites) {
    for (const p of s.pages) {
      const floor = p.blocked?.floor
      if (!floor) continue
      const lh = floor.lighthouse
        .map((t) => `${n0(t.durationMs)} at ${n0(t.startMs)} ${site(t.url)}`)
        .join('; ')
      const tr = floor.trace
        .map(
          (t) =>
            `${n1(t.durationMs)}${t.cpuMs === null || t.cpuMs === undefined ? '' : ` (CPU ${n1(t.cpuMs)})`} at ${n0(t.startMs)}: ${t.top
              .slice(0, 4)
              .map((x) => `${x.name.replace(/\|/g, '\\|')} ${n1(x.ms)}`)
              .join(', ')}`,
        )
        .join('; ')
      out.push(
        `| ${p.type} ${p.locale} | ${s.label} | ${n0(p.tbtMs)} | ${n0(p.cpuBlockingMs)} | ${n0(p.blocked?.tbtMs)} | ${n0(p.blocked?.cpuBlockingMs)} | ${lh || 'none'} | ${tr || 'none'} |`,
      )
    }
  }
  return [...out, '']
}

function lighthouseSection(r: LighthouseResult & Meta, bytes: (BytesResult & Meta) | null): string[] {
  const out = ['## 2. Lighthouse (mobile)', '', metaLine(r), '']
  out.push(...comparisonTable(r, bytes))
  const [changedHead, ...changedOthers] = r.changed ?? []
  if (changedHead)
    out.push(
      "With the CMS changed since the build (bench/changed.ts: a talent added, the measured profile's height changed; measured once every site served the change), the state between scheduled rebuilds:",
      '',
      ...(changedOthers.length === 0
        ? comparisonRows(r.commit, changedHead.pages, undefined, bytes, changedHead.label)
        : changedOthers.flatMap((other) =>
            comparisonRows(
              r.commit,
              changedHead.pages,
              other,
              bytes,
              `${changedHead.label} / ${other.label}`,
            ),
          )),
    )
  out.push(
    `### ${r.commit}: every category`,
    '',
    '| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | scripts blocked: perf, TBT, LCP, CLS | runs |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  )
  for (const p of r.pages) {
    const b = p.blocked
    out.push(
      `| ${p.type} ${p.locale} \`${p.path}\` | ${p.scores.performance} | ${p.scores.accessibility} | ${p.scores['best-practices']} | ${p.scores.seo} | ${n0(p.fcpMs)} ms | ${n0(p.lcpMs)} ms | ${n0(p.tbtMs)} ms | ${n3(p.cls)} | ${b ? `${b.scores.performance}, ${n0(b.tbtMs)} ms, ${n0(b.lcpMs)} ms, ${n3(b.cls)}` : '–'} | ${p.runs} |`,
    )
  }
  const notes: string[] = []
  for (const p of r.pages) {
    const failing = Object.entries(p.failing).flatMap(([c, list]) => list.map((a) => `${c}: ${a}`))
    const errors = [...p.errors, ...(p.blocked?.errors ?? []).map((e) => `(scripts blocked) ${e}`)]
    if (failing.length > 0 || errors.length > 0) {
      const parts = Object.entries(p.lcpBreakdown ?? {})
        .map(([k, v]) => `${k} ${v} ms`)
        .join(', ')
      const element = p.lcpElement ? `\`${p.lcpElement.slice(0, 160).replace(/`/g, "'")}\`` : '–'
      notes.push(`- **${p.type} ${p.locale}**: LCP element ${element}${parts ? ` (${parts})` : ''}`)
      for (const f of failing) notes.push(`  - ${f}`)
      for (const e of errors) notes.push(`  - run error: ${e}`)
    }
  }
  if (notes.length > 0)
    out.push('', 'Audits below full score, as is (from the run nearest the median LCP):', '', ...notes)
  out.push('', `Browser: ${r.browser ?? 'not recorded'}.`, '')
  const sites = [{ label: r.commit, pages: r.pages }, ...(r.against ?? []), ...(r.changed ?? [])]
  out.push(...floorSection(sites))
  out.push(
    '### Where the main thread goes (the run nearest the median LCP)',
    '',
    'Longest tasks as Lighthouse lists them (after its throttling adjustment; "Unattributable" is work no script is named for: style, layout, paint, decoding), and main-thread time by kind of work, as is and with scripts blocked.',
    '',
    '| page | site | longest tasks | main thread by kind | scripts blocked: main thread by kind |',
    '|---|---|---|---|---|',
  )
  const kinds = (m: Record<string, number> | undefined) =>
    Object.entries(m ?? {})
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${n0(v)}`)
      .join(', ')
  for (const s of sites) {
    for (const p of s.pages) {
      const tasks = (p.longTasks ?? [])
        .slice(0, 3)
        .map((t) => `${n0(t.durationMs)} ms ${site(t.url)}`)
        .join('; ')
      out.push(
        `| ${p.type} ${p.locale} | ${s.label} | ${tasks || '–'} | ${kinds(p.mainThread) || '–'} | ${kinds(p.blocked?.mainThread) || '–'} |`,
      )
    }
  }
  out.push(
    '',
    "Lighthouse 13 (node API) with its default mobile settings: Moto G Power emulation, simulated throttling (slow 4G, 4× CPU), against `npm start` on loopback, Chromium `--headless=new`. Median of each figure over the runs. Each page twice: as is, and with `blockedUrlPatterns: ['*.js', '*.mjs']`. The home page is measured as a first visit, pre-home splash included.",
    '',
  )
  return out
}

function interactionSection(r: InteractionResult & Meta): string[] {
  const out = [
    '## 6. First interaction with each island',
    '',
    metaLine(r),
    '',
    `Chromium (${r.browser}) at Lighthouse's phone viewport, CPU throttled ${r.cpuSlowdown}× (CDP \`Emulation.setCPUThrottlingRate\`), each case in a fresh context after the page's network is quiet; median of the runs. "Response" is the first event (pointerdown, key, wheel) to the frame after the first visible change in the island (a DOM change other than the loader's state attribute, a typed character, the page scrolling); "key to its character painted" (the form) is the first keydown to the frame after its input event; "awake" is the first event to \`data-island-state="awake"\`. Budgets: ${budgets.interaction.firstResponseMs} ms and ${budgets.interaction.awakeMs} ms.`,
    '',
    '| island | page | what the visitor does | response | awake | key to its character painted | runs (samples: response / awake) | notes |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const c of r.cases) {
    const samples = c.samples.map((x) => `${n0(x.responseMs)} / ${n0(x.awakeMs)}`).join(', ')
    const notes = [
      ...(c.awakeBefore > 0
        ? [
            `awake before the interaction in ${c.awakeBefore} run(s)${c.awakeSinceNavigationMs === null ? '' : `, ${n0(c.awakeSinceNavigationMs)} ms after navigation start`}`,
          ]
        : []),
      ...c.errors.map((e) => `error: ${e.replace(/\|/g, '\\|')}`),
    ].join('; ')
    out.push(
      `| ${c.island} | \`${c.path}\` | ${c.action} | ${c.responseMs === null ? '–' : `${c.responseMs} ms`} | ${c.awakeMs === null ? '–' : `${c.awakeMs} ms`} | ${c.typedMs === null || c.typedMs === undefined ? '–' : `${c.typedMs} ms`} | ${c.runs} (${samples}) | ${notes || '–'} |`,
    )
  }
  return [...out, '']
}

/** Writes summary.md from the part files in `dir`. */
function filterSection(r: FilterResult & Meta): string[] {
  const out = [
    `## Roster filters on ${n0(r.talents)} talents`,
    '',
    metaLine(r),
    '',
    `What the roster computes on a filter change (the matching list and the letters left enabled), in Chromium, ${r.repeats} repeats per case; "first" is the first filtering of a freshly loaded list.`,
    '',
    "Chromium columns are wall clock (CPU throttled by DevTools); the Node column is the thread's own CPU time, which the machine's load does not inflate; 4 × it is the phone estimate the budget reads.",
    '',
    `| case | matches | ${r.runs.map((x) => (x.throttle ? `Chromium CPU ${x.throttle}×, median / p95` : 'Node thread CPU, median / p95')).join(' | ')} |`,
    `|---|---|${r.runs.map(() => '---').join('|')}|`,
  ]
  const first = r.runs[0]
  for (const [i, c] of (first?.cases ?? []).entries()) {
    out.push(
      `| ${c.name} | ${n0(c.matches)} | ${r.runs.map((x) => `${n3(x.cases[i]?.medianMs)} / ${n3(x.cases[i]?.p95Ms)} ms`).join(' | ')} |`,
    )
  }
  out.push(
    `| first filtering | | ${r.runs.map((x) => `${n3(x.coldMs)} ms`).join(' | ')} |`,
    '',
    `Node thread CPU, mean per change over the repeats (Linux counts thread CPU in 4 ms ticks, so the median and p95 above are coarse): ${(r.runs.find((x) => x.throttle === 0)?.cases ?? []).map((c) => `${c.name} ${n3(c.meanMs)} ms`).join('; ')}.`,
    '',
    `Phone estimate (4 × thread CPU): worst case ${n3(r.estimate4x?.worstMeanMs)} ms per filter change, first filtering ${n3(r.estimate4x?.coldMs)} ms.`,
    '',
  )
  return out
}

function liveSection(r: LiveResult & Meta): string[] {
  return [
    '## 4b. Live endpoints across an expiry (issue 19)',
    '',
    metaLine(r),
    '',
    `10 connections for ${r.durationS} s on the live roster, two live profiles, and a talent added after the build (its API path and its page), live answers cached ${r.cacheSeconds} s, each site in turn with the CMS in each state (bench/live.ts). Upstream reads: what the stand-in CMS received during the run.`,
    '',
    '| commit | CMS | answers | req/s | p50 | p99 | errors | statuses | upstream reads (roster + profiles) | sampled Live-Data |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...r.runs.map((x) => {
      const statuses = Object.entries(x.statuses)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')
      return `| ${x.site} | ${x.cms} | ${n0(x.requests)} | ${n1(x.reqPerSec)} | ${x.p50Ms} ms | ${x.p99Ms} ms | ${n0(x.errors)} | ${statuses} | ${x.upstream.roster} + ${x.upstream.profiles} | ${x.sampledLiveData ?? '–'} |`
    }),
    '',
    '| commit | request | answer | expected |',
    '|---|---|---|---|',
    ...(r.edge ?? []).map((e) => `| ${e.site} | ${e.request} | ${e.answer} | ${e.expected} |`),
    '',
  ]
}

export async function writeSummary(dir: string): Promise<void> {
  const prerender = read<PrerenderResult>(dir, 'prerender')
  const lighthouse = read<LighthouseResult>(dir, 'lighthouse')
  const bytes = read<BytesResult>(dir, 'bytes')
  const worker = read<WorkerResult>(dir, 'worker')
  const filter = read<FilterResult>(dir, 'filter')
  const interaction = read<InteractionResult>(dir, 'interaction')
  const live = read<LiveResult>(dir, 'live')
  const media = read<MediaResult>(dir, 'media')
  const all = [prerender, media, lighthouse, bytes, worker, live, filter, interaction]
  const checks = all.flatMap((x) => x?.checks ?? [])
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (see `bench/run.ts --help`); budgets in `bench/budgets.ts`. Each part below carries its own date, commit and machine load.',
    '',
    '## Budgets',
    '',
    ...checkTable(checks),
    ...(prerender ? prerenderSection(prerender) : []),
    ...(media ? mediaSection(media) : []),
    ...(lighthouse ? lighthouseSection(lighthouse, bytes) : []),
    ...(bytes ? bytesSection(bytes) : []),
    ...(worker ? workerSection(worker) : []),
    ...(live ? liveSection(live) : []),
    ...(filter ? filterSection(filter) : []),
    ...(interaction ? interactionSection(interaction) : []),
  ]
  await writeFile(join(dir, 'summary.md'), `${lines.join('\n')}\n`)
}
