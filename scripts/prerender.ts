// Prerenders the built site (after `vike build`, whose automatic prerender is off: renderer/+config.ts) in
// parts, each part a fresh process running Vike's prerender() with PRERENDER_SHARD="index/count" (see
// lib/snapshot/prerenderShard.ts): part 0 renders every page that is not a profile plus its share of the
// profiles, the other parts their share of the profiles. As many parts run at once as there are CPUs, and
// a part renders at most about `talentsPerPart` talents, because Vike keeps every page it rendered (HTML,
// pageContext.json, pageContext) in memory until its run ends: small parts bound the memory and the
// garbage collector's work. Then dist/server is removed, as Vike does after a full prerender.
//
// Runs with plain Node (no tsx): it imports nothing but Node, Vike and scripts/deferScripts.ts (each
// page's scripts start after its first paint). Options by environment:
// DATA_DIR (the snapshot, as for the build), PRERENDER_PROCESSES (default: the CPU count),
// PRERENDER_TALENTS_PER_PART (default 2500).
import { type ChildProcess, fork } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { deferScripts } from './deferScripts.ts'

const talentsPerPart = Number(process.env.PRERENDER_TALENTS_PER_PART ?? 2500)

/** What a part tells the parent when it is done. */
type Done = { outDir: string }

/** What Vike hands onPagePrerender: the page's pageContext with the file it made of it. */
type Rendered = Record<string, unknown> & {
  is404?: boolean
  _prerenderResult: { filePath: string; fileContent: string }
}

// What Vike still reads of a page's pageContext after it was written (its closing checks and warnings).
const kept = new Set(['urlOriginal', 'pageId', 'is404', '_providedByHook', '_isOriginalObject'])

/**
 * Writes one file of a page (its HTML, then its pageContext.json), as Vike would. Vike keeps each page's
 * pageContext until its run ends; once the page's last file is written, the pageContext is emptied of
 * what only the rendering needed (the page's data, its config and exports, the response), so a part's
 * memory grows by little more than the file contents.
 */
function writePage(pageContext: Rendered, pending: Map<Rendered, number>, folders: Set<string>): void {
  const { filePath, fileContent } = pageContext._prerenderResult
  // HTML, plus pageContext.json for all but the 404 page (Vike hands both over at once).
  const left = (pending.get(pageContext) ?? (pageContext.is404 ? 1 : 2)) - 1
  pending.set(pageContext, left)
  // Written at once: small files, and nothing else to do meanwhile (no round trip through the thread pool).
  const folder = dirname(filePath)
  if (!folders.has(folder)) {
    mkdirSync(folder, { recursive: true })
    folders.add(folder)
  }
  writeFileSync(filePath, filePath.endsWith('.html') ? deferScripts(fileContent) : fileContent)
  if (left === 0) {
    pending.delete(pageContext)
    for (const key of Object.getOwnPropertyNames(pageContext)) {
      if (kept.has(key)) continue
      try {
        delete pageContext[key]
      } catch {
        // A property Vike made permanent stays.
      }
    }
  }
}

/** One part: Vike's prerender of this process's share; tells the parent where the build is. */
async function part(): Promise<void> {
  const { prerender } = await import('vike/api')
  const pending = new Map<Rendered, number>()
  const folders = new Set<string>()
  let files = 0
  const { viteConfig } = await prerender({
    // keepDistServer: the other parts still load dist/server; the parent removes it once all are done.
    // partial: a part renders only some pages, so Vike's "page not prerendered" warnings do not apply.
    vikeConfig: { prerender: { keepDistServer: true, partial: true } },
    // Vike's hook for writing the files elsewhere (https://vike.dev/prerender-programmatic): here to the
    // same place, to let go of each page once it is written.
    onPagePrerender: (pageContext: Rendered) => {
      writePage(pageContext, pending, folders)
      files++
    },
  })
  console.log(`prerender part ${process.env.PRERENDER_SHARD}: ${files} files written`)
  const { root, build } = viteConfig as { root: string; build: { outDir: string } }
  const outDir = resolve(root, build.outDir)
  // Vike builds into <outDir>/client and <outDir>/server (an outDir given as …/client names the client one).
  const base = basename(outDir) === 'client' || basename(outDir) === 'server' ? dirname(outDir) : outDir
  const done: Done = { outDir: base }
  process.send?.(done)
}

/** How many talents the snapshot lists (the pages are validated by the hooks that render them). */
function talentCount(): number {
  const dataDir = resolve(process.env.DATA_DIR ?? 'data')
  const talents = JSON.parse(readFileSync(join(dataDir, 'talents.json'), 'utf8')) as unknown
  return Array.isArray(talents) ? talents.length : 0
}

const running = new Set<ChildProcess>()

/**
 * A part's exit code when it met a race of Vike's, not an error of the site: Vike loads each `+route.ts`
 * and `+config.ts` by writing it, transpiled, next to its source under a name that only depends on its
 * content, importing it and deleting it, so two parts starting together can delete the file the other
 * one is about to import ("Cannot find module …/+route.ts.build-4ad8d93a0f7a.mjs"). Such a part is run
 * again, once.
 */
const raceExitCode = 75
const isConfigLoadRace = (e: unknown) =>
  e instanceof Error && /Cannot find module .*\.build-[a-z0-9]{12}\.mjs/.test(e.message)

function runPart(index: number, count: number, retry = true): Promise<Done> {
  return new Promise((done, fail) => {
    let answer: Done | undefined
    const child = fork(import.meta.filename, [], {
      env: { ...process.env, PRERENDER_SHARD: `${index}/${count}` },
      execArgv: [],
      stdio: 'inherit',
    })
    running.add(child)
    child.on('message', (message) => {
      answer = message as Done
    })
    child.on('error', fail)
    child.on('exit', (code, signal) => {
      running.delete(child)
      if (code === 0 && answer) done(answer)
      else if (code === raceExitCode && retry) {
        console.log(
          `prerender part ${index}/${count}: Vike's config files raced another part; running it again`,
        )
        runPart(index, count, false).then(done, fail)
      } else fail(new Error(`prerender part ${index}/${count} failed (${signal ?? `exit code ${code}`})`))
    })
  })
}

async function main(): Promise<void> {
  const talents = talentCount()
  const processes = Math.max(1, Number(process.env.PRERENDER_PROCESSES ?? availableParallelism()))
  // Whole rounds of parts, so that the processes finish together.
  const count = processes * Math.max(1, Math.ceil(talents / talentsPerPart / processes))
  console.log(`prerender: ${talents} talents in ${count} part(s), ${processes} at a time`)
  const started = performance.now()
  let next = 0
  let outDir: string | undefined
  const worker = async () => {
    while (next < count) {
      const done = await runPart(next++, count)
      outDir ??= done.outDir
    }
  }
  await Promise.all(Array.from({ length: processes }, worker))
  // As Vike does after prerendering every page (unless +prerender.keepDistServer): the Worker serves
  // dist/client only.
  if (outDir) rmSync(join(outDir, 'server'), { recursive: true, force: true })
  console.log(`prerender: done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

if (process.env.PRERENDER_SHARD) {
  part().then(
    // Vike's CLI exits the same way: something in the prerender may keep the event loop alive.
    () => process.exit(0),
    (e: unknown) => {
      console.error(e)
      process.exit(isConfigLoadRace(e) ? raceExitCode : 1)
    },
  )
} else {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    for (const child of running) child.kill()
    process.exit(1)
  })
}
