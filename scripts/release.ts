// `npm run release` (and its alias `npm run deploy`): the one step .github/workflows/deploy.yml runs.
// `npm run release -- --help` lists the options; README "Deploying" says how staff read and undo one.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { appendFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { categoryIdsVariable, parseCategoryIds } from '../lib/categories'
import { mediaBucket, openMediaStore } from '../sync/mediaStore'
import { createProgress } from '../sync/progress'
import { readBundle } from '../sync/restore'
import { formatSummary } from '../sync/runSync'
import { snapshotStore } from '../sync/snapshotStore'
import { storeBackend } from '../sync/storeBackends'
import { syncCommand } from '../sync/syncCommand'
import { viewOf } from './release/changes'
import { type ReleaseOptions, ReleaseStopped, release, rollBack } from './release/release'
import { smokeCheck } from './release/smoke'
import { cloudflare, wranglerRunner } from './release/wrangler'

const help = `npm run release -- [options]        (npm run deploy is the same command)

Restores the snapshot that is live from SNAPSHOT_STORE into data/, syncs from the CMS, prints what changed
(talents added, removed and changed; posts and slides added and removed; problems), stops if the release
would remove too much, builds, checks the build, uploads a Worker version, checks its preview URL (home,
roster, a profile, a post in both languages, /api/health) and promotes it to 100 %, then records it in
the store as published (the last 20 are kept). A failed step changes nothing live and leaves the store.

Environment:
  SNAPSHOT_STORE       r2://<bucket>/<prefix> (production) or file:///<absolute path> (local runs, tests)
  MEDIA_STORE          where the media go (docs/decisions/0061): default r2://${mediaBucket}, the Worker's MEDIA
                       bucket; beside a file:// SNAPSHOT_STORE (its media/ folder) for a local run
  RELEASE_MAX_SHRINK   the share of the published talents a release may remove, in % (default 20)
  CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID: for the upload and for an r2:// store
  the sync's CMS_* variables and credentials (sync/README.md); the Worker's secrets, uploaded when set
  GITHUB_STEP_SUMMARY  when set, the summary is appended to it (the run's page on GitHub)

Options:
  --rollback         bring back the release before the live one: its snapshot into data/, its Worker
                     version (checked on its preview URL first) at 100 %; repeated, it walks further back
  --accept-shrink    go through although the release removes more than the limit of the published
                     talents, or every post of a language
  --max-shrink N     the limit in % (default RELEASE_MAX_SHRINK, else 20)
  --skip-deploy      everything but Cloudflare's upload and promotion (no credentials needed); the store
                     is written as in a real release
  --skip-build       (tests) no build and no build check; only with --skip-deploy
  --dry-run          sync into a temporary copy and print the summary; writes nothing anywhere (no data/,
                     no build, no store, no Cloudflare)
  --force            release even when the snapshot and the commit are the ones live (by default such a
                     run says "unchanged" and stops: the scheduled runs do not pile up identical versions)
  --demo             sync from the stand-in CMS started in this process (as npm run sync -- --demo)
  --no-mirror-media  keep the CMS's image URLs (tests; the site needs its media: by default every image and
                     video goes through the media pipeline into MEDIA_STORE; never in a dry run). After each
                     release and rollback, media no kept release references are deleted from the store
  --concurrency N    as the sync's (default 8)
  --smoke URL        only the smoke check, against URL (the live site after a release), of the snapshot in
                     data/; changes nothing
  --help             this text

Exit code 0 when published (or rolled back, or a dry run that would publish), 1 otherwise.`

const root = resolve(import.meta.dirname, '..')

/** The Worker's secrets (functions/README.md): uploaded with the version when present in the environment. */
export const workerSecrets = [
  'CMS_PANEL_URL',
  'CMS_INTEGRATION_URL',
  'PANEL_SALT',
  'PANEL_API_TOKEN',
  'MF_SALT',
  'MF_API_KEY',
  'REBUILD_HOOK_URL',
  'REBUILD_HOOK_TOKEN',
] as const

/** SITE_URL for the build's canonical links: the environment's, else wrangler.toml's [vars]. */
function siteUrl(): string {
  if (process.env.SITE_URL) return process.env.SITE_URL
  const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8')
  const url = /^SITE_URL\s*=\s*"([^"]+)"/m.exec(toml)?.[1]
  if (!url) throw new Error('SITE_URL is neither in the environment nor in wrangler.toml [vars]')
  return url
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  console.log(`release: ${command} ${args.join(' ')}`)
  return new Promise((done, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? done() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    )
  })
}

/** MEDIA_STORE, else beside a file:// SNAPSHOT_STORE, else the production bucket. */
function mediaStoreUrl(): string {
  if (process.env.MEDIA_STORE) return process.env.MEDIA_STORE
  const snapshots = process.env.SNAPSHOT_STORE ?? ''
  if (snapshots.startsWith('file://')) return `${snapshots.replace(/\/+$/, '')}/media`
  return `r2://${mediaBucket}`
}

/** The commit being released: GITHUB_SHA in a workflow, else the checkout's HEAD; null outside git. */
function currentCommit(): string | null {
  if (process.env.GITHUB_SHA) return process.env.GITHUB_SHA
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim()
  } catch {
    return null
  }
}

function shareOf(value: string): number {
  const n = Number(value)
  if (!Number.isFinite(n) || n < 0 || n > 100) {
    throw new Error(`the shrink limit is a percentage from 0 to 100, not "${value}"`)
  }
  return n / 100
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      rollback: { type: 'boolean', default: false },
      'accept-shrink': { type: 'boolean', default: false },
      'max-shrink': { type: 'string' },
      'skip-deploy': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
      'no-mirror-media': { type: 'boolean', default: false },
      concurrency: { type: 'string', default: '8' },
      smoke: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  })
  if (values.help) {
    console.log(help)
    return 0
  }
  if (values.smoke) return await smokeOnly(values.smoke)
  const storeUrl = process.env.SNAPSHOT_STORE
  if (!storeUrl) {
    throw new Error(
      'SNAPSHOT_STORE is not set: r2://<bucket>/<prefix> in production, file:///<absolute path> for a local ' +
        'run (README "Deploying")',
    )
  }
  const dryRun = values['dry-run']
  const skipDeploy = values['skip-deploy'] || dryRun
  if (values['skip-build'] && !skipDeploy) throw new Error('--skip-build goes only with --skip-deploy')
  if (!skipDeploy && !process.env.CLOUDFLARE_API_TOKEN) {
    throw new Error(
      'CLOUDFLARE_API_TOKEN is not set. Create an API token with the "Edit Cloudflare Workers" template and ' +
        'R2 edit rights (dash.cloudflare.com/profile/api-tokens), export it (and CLOUDFLARE_ACCOUNT_ID), then ' +
        'run again; or run everything but the upload with --skip-deploy.',
    )
  }
  const concurrency = Number(values.concurrency)
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`--concurrency takes a whole number of at least 1, not "${values.concurrency}"`)
  }
  const maxShrink = shareOf(values['max-shrink'] ?? process.env.RELEASE_MAX_SHRINK ?? '20')
  const wrangler = wranglerRunner(root)
  const store = snapshotStore(storeBackend(storeUrl, wrangler))
  const ci = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0'
  const progress = createProgress({
    write: (s) => process.stdout.write(s),
    tty: !!process.stdout.isTTY && !ci,
  })
  const mirror = !values['no-mirror-media'] && !dryRun

  const media = mirror ? await openMediaStore(mediaStoreUrl(), root) : null
  const sync = async (dataDir: string) => {
    const summary = await syncCommand({ root, dataDir, concurrency, progress, demo: values.demo, media })
    console.log(formatSummary(summary))
    return summary
  }

  // The Worker's secrets in the environment go up with the version, from a private temporary file.
  const secretsDir = mkdtempSync(join(tmpdir(), 'release-'))
  const secrets = Object.fromEntries(
    workerSecrets.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])),
  )
  const categoryIds = process.env[categoryIdsVariable]
  if (categoryIds) parseCategoryIds(categoryIds) // refuses a malformed value by name before anything runs
  const options: ReleaseOptions = {
    dataDir: join(root, 'data'),
    clientDir: join(root, 'dist/client'),
    store,
    media,
    sync,
    build: values['skip-build']
      ? null
      : () => run('npm', ['run', 'build'], { ...process.env, SITE_URL: siteUrl() }),
    cloudflare: skipDeploy ? null : cloudflare(wrangler),
    upload: (version) => {
      let secretsFile: string | undefined
      if (Object.keys(secrets).length > 0) {
        secretsFile = join(secretsDir, 'secrets.json')
        writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600 })
        console.log(`release: uploading the secrets ${Object.keys(secrets).join(', ')} with the version`)
      }
      const commit = process.env.GITHUB_SHA?.slice(0, 12)
      return {
        message: `snapshot ${version}${commit ? `, commit ${commit}` : ''}`,
        tag: version,
        // The Worker's live roster reads the category ids the sync read (lib/categories.ts).
        vars: categoryIds ? [`${categoryIdsVariable}:${categoryIds}`] : [],
        ...(secretsFile ? { secretsFile } : {}),
      }
    },
    maxShrink,
    acceptShrink: values['accept-shrink'],
    dryRun,
    commit: currentCommit(),
    force: values.force,
    log: (line) => progress.log(line),
    report: async (markdown) => {
      console.log(`\n${markdown}`)
      const file = process.env.GITHUB_STEP_SUMMARY
      if (file) await appendFile(file, `${markdown}\n`)
    },
  }
  try {
    const result = values.rollback ? await rollBack(options) : await release(options)
    console.log(
      result.status === 'unchanged'
        ? `release: unchanged; ${result.version} is live already`
        : result.status === 'dry run'
          ? `release: dry run done (${result.version} would be published)`
          : values.rollback
            ? `release: rolled back; ${result.version} is live`
            : `release: ${result.version} is live`,
    )
    return 0
  } finally {
    rmSync(secretsDir, { recursive: true, force: true })
    await media?.close()
  }
}

/** `--smoke URL`: the release's smoke check against a site (the live one), reported like a release. */
async function smokeOnly(url: string): Promise<number> {
  const view = viewOf(await readBundle(join(root, 'data')))
  const result = await smokeCheck(url, view)
  const markdown = [
    `## Smoke check of ${url}: ${result.ok ? 'passed' : 'failed'}`,
    '',
    `Snapshot ${view.manifest.version}; ${result.checked.length} addresses.`,
    ...result.lines.map((line) => `- ${line}`),
    ...(result.ok
      ? []
      : ['', 'To undo the release: run the Deploy workflow with "rollback" ticked (README "Deploying").']),
    '',
  ].join('\n')
  console.log(markdown)
  if (process.env.GITHUB_STEP_SUMMARY) await appendFile(process.env.GITHUB_STEP_SUMMARY, `${markdown}\n`)
  return result.ok ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`\nrelease ${error instanceof ReleaseStopped ? 'stopped' : 'failed'}: ${message}`)
    process.exit(1)
  },
)
