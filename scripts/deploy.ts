// `npm run deploy`: sync + build + `wrangler deploy`, by hand or from .github/workflows/deploy.yml.
//
//   npm run deploy                  sync from the CMS of the environment (images mirrored), build, deploy
//   npm run deploy -- --no-sync     deploy the committed snapshot (data/) as it is
//   npm run deploy -- --dry-run     everything but the upload (no Cloudflare credentials needed)
//
// Needs CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID when the token sees several accounts); the sync
// needs CMS_PANEL_URL, CMS_INTEGRATION_URL and the four credentials. When the Worker's secrets are in the
// environment they are uploaded with the version; otherwise the ones already set in Cloudflare stay.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { categoryIdsVariable, parseCategoryIds } from '../lib/categories'

const root = join(import.meta.dirname, '..')

/** The Worker's secrets (functions/README.md): uploaded when present in the environment. */
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

const syncNeeds = [
  'CMS_PANEL_URL',
  'CMS_INTEGRATION_URL',
  'PANEL_SALT',
  'PANEL_API_TOKEN',
  'MF_SALT',
  'MF_API_KEY',
]

function fail(message: string): never {
  console.error(`deploy: ${message}`)
  process.exit(1)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  console.log(`deploy: ${command} ${args.join(' ')}`)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[0] ?? ''} failed (${signal ?? code})`)),
    )
  })
}

/** SITE_URL for the build's canonical links: the environment's, else wrangler.toml's [vars]. */
function siteUrl(): string {
  if (process.env.SITE_URL) return process.env.SITE_URL
  const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8')
  const url = /^SITE_URL\s*=\s*"([^"]+)"/m.exec(toml)?.[1]
  if (!url) fail('SITE_URL is neither in the environment nor in wrangler.toml [vars]')
  return url
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'no-sync': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
    },
    strict: true,
  })
  const dryRun = values['dry-run']
  if (!dryRun && !process.env.CLOUDFLARE_API_TOKEN) {
    fail(
      'CLOUDFLARE_API_TOKEN is not set. Create an API token with the "Edit Cloudflare Workers" template ' +
        '(dash.cloudflare.com/profile/api-tokens), export it (and CLOUDFLARE_ACCOUNT_ID), then run again; ' +
        'or try everything but the upload with `npm run deploy -- --dry-run`.',
    )
  }
  if (!values['no-sync']) {
    const missing = syncNeeds.filter((name) => !process.env[name])
    // Images as responsive WebP variants served with the site (public/media/, kept between runs).
    if (missing.length === 0) await run('npm', ['run', 'sync', '--', '--mirror-media'])
    else if (dryRun) console.log(`deploy: no sync (${missing.join(', ')} not set); the committed snapshot`)
    else fail(`the sync needs ${missing.join(', ')} (or deploy the committed snapshot: --no-sync)`)
  }
  await run('npm', ['run', 'build'], { ...process.env, SITE_URL: siteUrl() })

  const args = ['--no-warnings', join(root, 'node_modules/wrangler/wrangler-dist/cli.js'), 'deploy']
  if (dryRun) args.push('--dry-run', '--outdir', join(root, 'dist/worker'))
  // The Worker's live roster reads the category ids the sync read (lib/categories.ts), so the two agree.
  const categoryIds = process.env[categoryIdsVariable]
  if (categoryIds) {
    parseCategoryIds(categoryIds) // refuses a malformed value by name before anything is uploaded
    args.push('--var', `${categoryIdsVariable}:${categoryIds}`)
  }
  const secrets = Object.fromEntries(
    workerSecrets.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])),
  )
  // A private temporary file (wrangler reads secrets from a file, not from arguments), removed after.
  const dir = mkdtempSync(join(tmpdir(), 'deploy-'))
  try {
    if (Object.keys(secrets).length > 0 && !dryRun) {
      const file = join(dir, 'secrets.json')
      writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 })
      args.push('--secrets-file', file)
      console.log(`deploy: uploading secrets ${Object.keys(secrets).join(', ')}`)
    } else if (!dryRun) {
      console.log('deploy: no Worker secret in the environment; the ones set in Cloudflare stay')
    }
    await run(process.execPath, args, {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(dryRun ? 'deploy: dry run done (bundle in dist/worker)' : 'deploy: done')
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
