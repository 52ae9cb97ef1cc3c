// One process of the prerender (scripts/prerender.ts forks it, plain Node): renders the pages it is sent
// with Vike's renderPage() (vike/server, Vike's public server API) against the production build that
// `vike build` left in dist/server, and writes each page's HTML (scripts/deferScripts.ts) under dist/client
// as soon as it is rendered: nothing of a page is kept after its
// files are written, so a process's memory does not grow with the number of pages.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderPage } from 'vike/server'
import type { PrerenderPage } from '../lib/snapshot/prerenderPages.server'
import { deferScripts } from './deferScripts.ts'
import { addPageFacts, type BuildFacts, noFacts } from './pageFacts.ts'

/** What the parent sends: the pages of this process (lib/snapshot/prerenderPages) and the build's folder. */
export type PartJob = {
  /** Where `vike build` wrote `client/` and `server/` (dist by default). */
  outDir: string
  pages: PrerenderPage[]
}
/** What a process did: the files it wrote, and the facts of their pages (scripts/pageFacts.ts). */
export type PartDone = { files: number; facts: BuildFacts }

/** Vike's answer for a URL; anything but the expected status fails the build (a page must not go missing). */
async function render(url: string, status: number): Promise<string> {
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: url })
  if (errorWhileRendering) throw errorWhileRendering
  if (!httpResponse) throw new Error(`prerender: Vike has no answer for ${url}`)
  if (httpResponse.statusCode !== status) {
    throw new Error(`prerender: ${url} answered ${httpResponse.statusCode}, not ${status}`)
  }
  return httpResponse.body
}

async function run(job: PartJob): Promise<PartDone> {
  // The build's server entry, imported by path (Vike's documented manual import) rather than found through
  // the auto-importer, which points at whichever build ran last in this node_modules.
  await import(pathToFileURL(join(job.outDir, 'server/entry.mjs')).href)
  const client = join(job.outDir, 'client')
  const folders = new Set<string>()
  const write = (file: string, content: string) => {
    const path = join(client, file)
    const folder = dirname(path)
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true })
      folders.add(folder)
    }
    // Written at once: small files, and nothing else to do meanwhile.
    writeFileSync(path, content)
  }
  let files = 0
  const facts = noFacts()
  for (const page of job.pages) {
    const html = deferScripts(await render(page.url, page.status))
    write(page.file, html)
    addPageFacts(facts, html)
    files++
  }
  return { files, facts }
}

process.once('message', (job: PartJob) => {
  run(job).then(
    (done) => {
      // Something in a render may keep the event loop alive (as Vike's own CLI, exit when done), but only
      // once the answer is sent: an exit right after send() can drop it (seen at 1,000 talents on a busy
      // machine: the parent got exit code 0 and no answer, and failed the build).
      if (!process.send) process.exit(0)
      process.send(done, undefined, undefined, (error) => process.exit(error ? 1 : 0))
    },
    (e: unknown) => {
      console.error(e)
      process.exit(1)
    },
  )
})
