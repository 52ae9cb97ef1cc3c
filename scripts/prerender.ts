// Prerenders the built site after `vike build`: every page of lib/snapshot/prerenderPages (the one list
// of what the site has), rendered by Vike's renderPage() (vike/server, Vike's public server API) against
// the production build, in as many processes as there are CPUs (Vike renders in one thread, so one
// process uses one core). Each process (scripts/prerenderPart.ts) writes a page's files as soon as it is
// rendered and keeps nothing of it, so memory stays flat however many talents there are. Then dist/server
// is removed: the Worker serves dist/client only.
//
// Options by environment: DATA_DIR (the snapshot, as for the build), OUT_DIR (the build's folder, as the
// Vite config's build.outDir: dist by default), PRERENDER_PROCESSES (default: the CPU count).
import { type ChildProcess, fork } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { type PrerenderPage, prerenderPages } from '../lib/snapshot/prerenderPages.server'
import { snapshot } from '../lib/snapshot/readSnapshot.server'
import { rosterFile } from '../lib/snapshot/rosterFile.server'
import { buildFactsFile, mergeFacts } from './pageFacts.ts'
import type { PartDone, PartJob } from './prerenderPart'
import { writeRosterCardsFiles } from './rosterCardsFile.ts'

const outDir = resolve(process.env.OUT_DIR ?? 'dist')
const running = new Set<ChildProcess>()

function runPart(index: number, pages: PrerenderPage[]): Promise<PartDone> {
  return new Promise((done, fail) => {
    let answer: PartDone | undefined
    // Plain Node (no tsx loader): the part imports only Node, Vike and scripts/deferScripts.ts.
    const child = fork(join(import.meta.dirname, 'prerenderPart.ts'), [], { execArgv: [], stdio: 'inherit' })
    running.add(child)
    child.on('message', (message: PartDone) => {
      answer = message
    })
    child.on('error', fail)
    child.on('exit', (code, signal) => {
      running.delete(child)
      if (code === 0 && answer) done(answer)
      else fail(new Error(`prerender part ${index} failed (${signal ?? `exit code ${code}`})`))
    })
    const job: PartJob = { outDir, pages }
    child.send(job)
  })
}

async function main(): Promise<void> {
  const started = performance.now()
  const snap = snapshot()
  const { sharedPages, talentPages } = prerenderPages(snap)
  const all = [...sharedPages, ...talentPages]
  const processes = Math.max(
    1,
    Math.min(all.length, Number(process.env.PRERENDER_PROCESSES ?? availableParallelism())),
  )
  // Dealt out in turn, so each process gets as many profiles (the heavy pages) as the others.
  const parts = Array.from({ length: processes }, (_, i) => all.filter((_, n) => n % processes === i))
  console.log(`prerender: ${all.length} pages (${talentPages.length} of talents) in ${processes} process(es)`)
  const results = await Promise.all(parts.map((pages, i) => runPart(i, pages)))
  rmSync(join(outDir, 'server'), { recursive: true, force: true })
  // The Worker's roster cards files, from their prerendered pages (a filtered roster with no script).
  writeRosterCardsFiles(join(outDir, 'client'), rosterFile(snap))
  // The sitemap and the CSP hashes, read from each page while it was in hand (scripts/writeSeoFiles.ts and
  // writeEdgeFiles.ts read this instead of the pages).
  writeFileSync(join(outDir, buildFactsFile), JSON.stringify(mergeFacts(results.map((r) => r.facts))))
  const files = results.reduce((sum, r) => sum + r.files, 0)
  console.log(`prerender: ${files} files in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  for (const child of running) child.kill()
  process.exit(1)
})
