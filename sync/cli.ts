import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { checkCms, formatCheck, noSiteCategory } from './check'
import { startDemoCms } from './demoCms'
import { DEMO_URL, readEnv } from './env'
import { localMediaStoreUrl, openMediaStore } from './mediaStore'
import { createProgress } from './progress'
import { rollback } from './publish'
import { formatBytes, formatSummary } from './runSync'
import { syncCommand } from './syncCommand'

const help = `npm run sync -- [options]

Pulls everything the site shows from the agency CMS, validates it and publishes it as a new snapshot
version in data/ (atomically; the previous version is kept in data/.versions/ for --rollback).

The CMS comes from the environment (or a git-ignored .env): CMS_PANEL_URL, CMS_INTEGRATION_URL,
PANEL_SALT, PANEL_API_TOKEN, MF_SALT, MF_API_KEY; what differs between agencies: CMS_POST_TYPE (blog),
CMS_PREHOME_SLIDES (prehome), CMS_ABOUT_SLIDES (slides), CMS_CATEGORY_IDS
(image:3226,mainboard:3225,development:3224). Defaults: the stand-in CMS at ${DEMO_URL} with the demo
credentials of cms/README.md.

A record the site cannot read or show (a talent, profile, post, slide or attribute option) is left out
(a profile keeps its last published version): the sync publishes the rest, prints each problem with the
record's id and field and records it in the manifest. A list call failing, or more than 10 % of one list
(and more than one record) set aside, publishes nothing. An empty or missing section is a warning.

Options:
  --demo             start the stand-in CMS in this process (random port) and sync from it
  --check            sign in, read one page of every call (the whole roster), validate, and print what was
                     found, what could not be read, and every category id the talents carry (the
                     configured ones marked); publishes nothing (run it first against a new account)
  --strict           any record that cannot be read or shown fails the sync (all-or-nothing)
  --rollback         republish the newest kept version synced before the current one
  --concurrency N    profiles (and pages, media) fetched at once (default 8)
  --media-store URL  where the media pipeline puts every image and video (default: MEDIA_STORE, else the
                     local R2 of \`npm start\`'s Worker, wrangler-local://.wrangler/state-<PORT or 8787>):
                     file:///abs/dir, wrangler-local://<persist dir>, r2://<bucket> (docs/decisions/0061);
                     the snapshot points at /media/<hash>.<W>x<H>.webp (lib/media/imageAttrs.ts)
  --no-mirror-media  keep the CMS's media URLs (a look at an account's data; the site needs its media)
  --data-dir DIR     where the snapshot is published (default data/)
  --help             this text

Exit code 0 on success (also when nothing changed), 1 on failure; a failure leaves data/ untouched.`

const root = resolve(import.meta.dirname, '..')

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      demo: { type: 'boolean', default: false },
      rollback: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      concurrency: { type: 'string', default: '8' },
      'no-mirror-media': { type: 'boolean', default: false },
      'media-store': { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  })
  if (values.help) {
    console.log(help)
    return 0
  }
  const dataDir = resolve(values['data-dir'] ?? resolve(root, 'data'))
  const ci = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0'
  const progress = createProgress({
    write: (s) => process.stdout.write(s),
    tty: !!process.stdout.isTTY && !ci,
  })

  if (values.rollback) {
    const result = await rollback(dataDir, (line) => progress.log(line))
    console.log(
      `rolled back to version ${result.version} (was ${result.previous ?? 'none'}); ${formatBytes(result.bytes)} in ${dataDir}`,
    )
    return 0
  }

  const concurrency = Number(values.concurrency)
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`--concurrency takes a whole number of at least 1, not "${values.concurrency}"`)
  }
  if (values.check) {
    const upstreams = readEnv(root)
    const cms = values.demo ? await startDemoCms(upstreams.credentials, progress.log) : undefined
    try {
      const report = await checkCms(
        {
          panelUrl: cms?.url ?? upstreams.panelUrl,
          integrationUrl: cms?.url ?? upstreams.integrationUrl,
          credentials: upstreams.credentials,
          timeoutMs: 15_000,
        },
        upstreams.settings,
      )
      console.log(formatCheck(report))
      const failed = report.rows.filter((r) => r.status === 'failed' && !r.call.includes('(optional)'))
      const empty = noSiteCategory(report)
      console.log(
        failed.length > 0
          ? `\n${failed.length} calls failed; nothing was published`
          : empty
            ? '\nevery call answered, but no talent is in a site category; nothing was published'
            : '\nevery call answered; nothing was published',
      )
      return failed.length === 0 && !empty ? 0 : 1
    } finally {
      await cms?.close()
    }
  }
  const mediaUrl =
    values['media-store'] ?? process.env.MEDIA_STORE ?? localMediaStoreUrl(process.env.PORT ?? 8787)
  const media = values['no-mirror-media'] ? null : await openMediaStore(mediaUrl, root)
  try {
    const summary = await syncCommand({
      root,
      dataDir,
      concurrency,
      progress,
      strict: values.strict,
      demo: values.demo,
      media,
    })
    console.log(formatSummary(summary))
    return 0
  } finally {
    await media?.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`\nsync failed: ${message}`)
    console.error('the published snapshot was left as it was')
    process.exit(1)
  },
)
