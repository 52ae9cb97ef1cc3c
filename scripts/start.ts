// `npm start`: the demo, offline, from a fresh clone. Starts the stand-in CMS, syncs from it as production
// syncs from the real one (its photos through the media pipeline into the Worker's local R2, incrementally
// by hash: docs/decisions/0061), builds the site when dist/ is missing or older than the snapshot, starts
// the Worker (wrangler dev, workerd) serving dist/client, /media and /api, waits until both answer, prints
// the URL, and stops both on Ctrl-C or SIGTERM.
//
// Environment: PORT (Worker, 8787), CMS_PORT (stand-in CMS, 8790), BUILD=auto|always|never (auto),
// and the Worker's settings RATE_LIMIT, RATE_PERIOD, LIVE_CACHE_SECONDS, REBUILD_HOOK_URL, the deliveries'
// DELIVERY_RETRY_SECONDS (2), DELIVERY_RETRY_MAX_SECONDS (30), DELIVERY_TIMEOUT_SECONDS (60),
// SUBMISSION_MAX_DAYS (30), ADMIN_TOKEN (demo-admin-token) and the four credentials (demo values by
// default; the stand-in CMS reads the same variables).
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { photoPool } from '../cms/images/photoPool.ts'
import { startCms } from '../cms/startCms.ts'
import { demoAdminToken, demoCredentialVars } from '../lib/upstream/demo'
import { localMediaStoreUrl, openMediaStore } from '../sync/mediaStore'
import { createProgress } from '../sync/progress'
import { formatSummary } from '../sync/runSync'
import { syncCommand } from '../sync/syncCommand'

const root = join(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 8787)
const cmsPort = Number(process.env.CMS_PORT ?? 8790)
const buildMode = process.env.BUILD ?? 'auto'
const cmsUrl = `http://127.0.0.1:${cmsPort}`
const siteUrl = `http://localhost:${port}`

const log = (line: string) => console.log(`[start] ${line}`)

/** Why the build is stale, or null when dist/client matches the snapshot. */
function staleReason(): string | null {
  const marker = join(root, 'dist/client/version.json')
  const manifest = join(root, 'data/manifest.json')
  if (!existsSync(join(root, 'dist/client/index.html'))) return 'dist/client is missing'
  // scripts/writeEdgeFiles.ts writes version.json last: without it the last build did not finish.
  if (!existsSync(marker)) return 'the last build did not finish'
  if (!existsSync(manifest)) return null
  const built = JSON.parse(readFileSync(marker, 'utf8')) as { version?: string }
  const current = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }
  if (built.version !== current.version) return `the snapshot changed (${built.version} → ${current.version})`
  const builtAt = statSync(marker).mtimeMs
  if (statSync(manifest).mtimeMs > builtAt) return 'data/ is newer than dist/'
  const changed = newerSource(builtAt)
  if (changed) return `${changed} changed since the last build`
  return null
}

/** What the built site is made of besides data/: a change to any of these makes dist/ stale. */
const sourceRoots = [
  'pages',
  'renderer',
  'components',
  'lib',
  'public',
  // The build's own steps (prerender, deferred scripts, edge files, the roster cards file).
  'scripts',
  'vite.config.ts',
  'package-lock.json',
]

/** The first source file modified after `since` (ms), or null. */
function newerSource(since: number): string | null {
  const walk = (path: string): string | null => {
    const full = join(root, path)
    if (!existsSync(full)) return null
    const stat = statSync(full)
    if (!stat.isDirectory()) return stat.mtimeMs > since ? path : null
    for (const entry of readdirSync(full)) {
      const found = walk(join(path, entry))
      if (found) return found
    }
    return null
  }
  for (const path of sourceRoots) {
    const found = walk(path)
    if (found) return found
  }
  return null
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Several `npm start`s (other ports, other test runs) share dist/: one builds at a time, the others wait
 * and then find the build fresh. The lock is a directory holding the builder's pid.
 */
async function withBuildLock<T>(run: () => Promise<T>): Promise<T> {
  const lock = join(root, 'node_modules/.cache/build.lock')
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true })
  for (let waited = 0; ; waited++) {
    try {
      mkdirSync(lock)
      writeFileSync(join(lock, 'pid'), String(process.pid))
      break
    } catch {
      let owner = 0
      try {
        owner = Number(readFileSync(join(lock, 'pid'), 'utf8'))
      } catch {}
      if (owner && !isAlive(owner)) rmSync(lock, { recursive: true, force: true })
      else {
        if (waited % 30 === 0) log('waiting for another build to finish…')
        await sleep(1000)
      }
    }
  }
  try {
    return await run()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    )
  })
}

/**
 * The demo sync from the stand-in CMS at `cmsUrl` into data/ (unchanged content writes nothing), its media
 * into the local R2 of this port's Worker (what the store holds already is not made again).
 */
async function syncDemo(cmsUrl: string): Promise<void> {
  // The stand-in's photos first (made once per machine, a progress line while it works): the sync then
  // asks for cuts of them, never for a photo still being made.
  await photoPool().warm()
  await withBuildLock(async () => {
    log(`syncing from the stand-in CMS (media into ${localMediaStoreUrl(port)})…`)
    const progress = createProgress({ write: (t) => process.stdout.write(t), tty: !!process.stdout.isTTY })
    const media = await openMediaStore(localMediaStoreUrl(port), root)
    try {
      const summary = await syncCommand({
        root,
        dataDir: join(root, 'data'),
        concurrency: 4,
        progress,
        cmsUrl,
        media,
      })
      for (const line of formatSummary(summary).split('\n')) log(line.trim())
    } finally {
      await media.close()
    }
  })
}

async function buildIfNeeded(): Promise<void> {
  if (buildMode === 'never') return
  await withBuildLock(async () => {
    const reason = buildMode === 'always' ? 'BUILD=always' : staleReason()
    if (!reason) {
      log('dist/client is up to date with data/ and the sources')
      return
    }
    log(`building (${reason})…`)
    await run('npm', ['run', 'build'])
  })
}

/** Waits until `url` answers 2xx, or fails after `timeoutMs`. */
async function waitFor(url: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`stopped before ${url} answered`)
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (answer.ok) return
    } catch {}
    await sleep(250)
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

function workerVars(): Record<string, string> {
  const env = process.env
  const vars: Record<string, string> = {
    ENVIRONMENT: 'development',
    SITE_URL: siteUrl,
    CMS_PANEL_URL: cmsUrl,
    CMS_INTEGRATION_URL: cmsUrl,
    RATE_LIMIT: env.RATE_LIMIT ?? '5',
    RATE_PERIOD: env.RATE_PERIOD ?? '60',
    LIVE_CACHE_SECONDS: env.LIVE_CACHE_SECONDS ?? '60',
    REBUILD_HOOK_URL: env.REBUILD_HOOK_URL ?? '',
    REBUILD_HOOK_TOKEN: env.REBUILD_HOOK_TOKEN ?? '',
    // Deliveries retry sooner than in production, so a demo (or a test) sees the CMS's recovery at once.
    DELIVERY_RETRY_SECONDS: env.DELIVERY_RETRY_SECONDS ?? '2',
    DELIVERY_RETRY_MAX_SECONDS: env.DELIVERY_RETRY_MAX_SECONDS ?? '30',
    DELIVERY_TIMEOUT_SECONDS: env.DELIVERY_TIMEOUT_SECONDS ?? '60',
    SUBMISSION_MAX_DAYS: env.SUBMISSION_MAX_DAYS ?? '30',
    ADMIN_TOKEN: env.ADMIN_TOKEN ?? demoAdminToken,
    // The account's category ids, as the sync reads them (lib/categories.ts); empty: the spec's.
    CMS_CATEGORY_IDS: env.CMS_CATEGORY_IDS ?? '',
  }
  for (const [name, demo] of Object.entries(demoCredentialVars)) vars[name] = env[name] ?? demo
  return vars
}

function startWorker(): ChildProcess {
  const args = [
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--local',
    // One state folder per port, so several instances (test runs of different agents) do not share a cache.
    '--persist-to',
    `.wrangler/state-${port}`,
    '--show-interactive-dev-session=false',
    '--live-reload=false',
    ...Object.entries(workerVars()).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
  ]
  // wrangler's own entry, not its bin shim (which does not pass signals on). Same process group as this
  // script: a runner that kills the group (Playwright's webServer) stops workerd too.
  const cli = join(root, 'node_modules/wrangler/wrangler-dist/cli.js')
  return spawn(process.execPath, ['--no-warnings', cli, ...args], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      // wrangler dev wraps the Worker in a middleware of its own that reads every unread request body to
      // its end before the answer leaves: a 413 for a declared Content-Length over the limit then waited
      // for as long as the client held the body (issue 28). Cloudflare's runtime has no such middleware;
      // the Worker drains what it must itself (functions/middleware/bodyLimit.ts).
      WRANGLER_DISABLE_REQUEST_BODY_DRAINING: 'true',
    },
  })
}

/**
 * The process group this script runs in (Linux: /proc), whose leader is `npm start` or the runner. When
 * the leader is gone (killed without its group), this script stops too rather than hold the ports.
 */
function groupLeader(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const pgrp = Number(fields[2])
    return pgrp > 1 && pgrp !== process.pid ? pgrp : null
  } catch {
    return null
  }
}

async function main(): Promise<void> {
  const cms = await startCms({ port: cmsPort }).catch((error: unknown) => {
    throw new Error(`the stand-in CMS could not listen on ${cmsPort} (CMS_PORT): ${String(error)}`)
  })
  log(`stand-in CMS on ${cms.url}`)
  try {
    await syncDemo(cms.url)
    await buildIfNeeded()
  } catch (error) {
    await cms.close().catch(() => {})
    throw error
  }

  const worker = startWorker()
  let workerExited = false
  let stopping = false

  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    if (!workerExited) {
      worker.kill('SIGTERM')
      const deadline = Date.now() + 5000
      while (!workerExited && Date.now() < deadline) await sleep(100)
      if (!workerExited) worker.kill('SIGKILL')
    }
    await cms.close().catch(() => {})
    process.exit(code)
  }

  worker.on('exit', (code, signal) => {
    workerExited = true
    if (!stopping) {
      console.error(`[start] wrangler dev exited (${signal ?? code})`)
      void stop(code || 1)
    }
  })
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  process.on('SIGHUP', () => void stop(0))
  // Last resort when the parent dies without a signal: never leave workerd behind.
  process.on('exit', () => {
    if (!workerExited) worker.kill('SIGKILL')
  })
  const leader = groupLeader()
  if (leader) {
    setInterval(() => {
      if (!isAlive(leader)) void stop(0)
    }, 1000).unref()
  }

  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, 120_000, () => !workerExited)
  } catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`)
    await stop(1)
    return
  }
  log(`ready: ${siteUrl}  (API ${siteUrl}/api/health, stand-in CMS ${cms.url}/__inbox)`)
  log('Ctrl-C stops both')
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
