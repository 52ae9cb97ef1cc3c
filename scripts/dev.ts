// `npm run dev`: the Vite dev server with hot reload (http://localhost:3000), and the same API as
// `npm start`: the stand-in CMS and the Worker under wrangler dev (scripts/start.ts, on API_PORT, without a
// build), with `/api` proxied to it. Ctrl-C stops all three.
//
// Environment: PORT (Vite, 3000), API_PORT (the Worker, 8788), CMS_PORT (8790), and the Worker's settings
// as for `npm start`.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createServer } from 'vite'

const root = join(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
const apiPort = Number(process.env.API_PORT ?? 8788)
const apiUrl = `http://127.0.0.1:${apiPort}`
const log = (line: string) => console.log(`[dev] ${line}`)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The Worker and the stand-in CMS, as `npm start` runs them, minus the build (Vite serves the pages). */
function startApi(): ChildProcess {
  // wrangler wants its assets folder to exist; the dev server answers every page, so an empty one will do.
  mkdirSync(join(root, 'dist/client'), { recursive: true })
  return spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/start.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(apiPort), BUILD: 'never' },
  })
}

async function waitForApi(api: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error('the API stopped before it answered')
    try {
      if ((await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return
    } catch {}
    await sleep(250)
  }
  throw new Error(`${apiUrl}/api/health did not answer within 120 s`)
}

async function main(): Promise<void> {
  const api = startApi()
  const stop = (code: number) => {
    api.kill('SIGTERM')
    process.exit(code)
  }
  process.on('SIGINT', () => stop(0))
  process.on('SIGTERM', () => stop(0))
  api.on('exit', (code) => {
    console.error(`[dev] the API stopped (${code})`)
    process.exit(code || 1)
  })
  await waitForApi(api)
  const server = await createServer({
    root,
    server: { port, strictPort: true, proxy: { '/api': { target: apiUrl } } },
  })
  await server.listen()
  log(`ready: http://localhost:${port}  (hot reload; /api → ${apiUrl})`)
}

main().catch((error: unknown) => {
  console.error(`[dev] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
