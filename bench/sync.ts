import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Check } from './budgets'
import type { Context } from './context'
import { run } from './proc'
import { median } from './stats'

// 5. The sync of the demo dataset (the stand-in CMS started in-process by --demo) at concurrency 1 and 8,
// each into a fresh data dir so that every run publishes. Wall time of the whole `npm run sync` command.

export type SyncRun = {
  concurrency: number
  runs: number[]
  medianMs: number
  peakRssBytes: number
  summary: string
}
export type SyncResult = { runs: SyncRun[]; checks: Check[] }

export async function benchSync(ctx: Context): Promise<SyncResult> {
  const repeats = ctx.quick ? 1 : 3
  const out: SyncRun[] = []
  for (const concurrency of [1, 8]) {
    const times: number[] = []
    let peak = 0
    let summary = ''
    for (let i = 0; i < repeats; i++) {
      const dir = join(ctx.scratch, `sync-${concurrency}`)
      await rm(dir, { recursive: true, force: true })
      ctx.log(`sync: --concurrency ${concurrency} (run ${i + 1}/${repeats})`)
      const r = await run(
        'npm',
        ['run', 'sync', '--', '--demo', '--concurrency', String(concurrency), '--data-dir', dir],
        { cwd: ctx.src, timeoutMs: 5 * 60_000, env: { ...process.env, CI: '1' } },
      )
      if (r.code !== 0) throw new Error(`sync failed: ${r.stderr.slice(-2000) || r.stdout.slice(-2000)}`)
      times.push(r.wallMs)
      peak = Math.max(peak, r.peakTreeRssBytes)
      summary = r.stdout
        .trim()
        .split('\n')
        .filter((l) => /talents|files/.test(l))
        .slice(-2)
        .map((l) => l.trim())
        .join('; ')
    }
    out.push({ concurrency, runs: times, medianMs: median(times), peakRssBytes: peak, summary })
  }
  // The sync has no budget of its own; its figures are reported.
  return { runs: out, checks: [] }
}
