import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { apiPaths } from '../lib/http/api'
import { demoAdminToken } from '../lib/upstream/demo'

// `npm run deliveries`: what staff run to see submissions stored but not (yet) delivered to the CMS, and
// to send them again. It calls the Worker's staff endpoints (functions/routes/deliveries.ts), so it works
// the same against `npm start` and production, on the same code the tests check:
//   npm run deliveries                       list pending, failed and refused submissions
//   npm run deliveries -- --resend           re-send every failed and refused one
//   npm run deliveries -- --resend <id> …    re-send these (a pending one too)
//   npm run deliveries -- --export <id> [dir] save one as stored (fields.json and its photos) under dir
//                                            (default submissions/<id>, ignored by git), to handle by hand
// Environment: DELIVERIES_URL (the site; default http://localhost:$PORT, PORT 8787) and ADMIN_TOKEN (the
// Worker's secret; the demo token of `npm start` by default for a local URL only).
const port = process.env.PORT ?? '8787'
const base = (process.env.DELIVERIES_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')
const local = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(base)
const token = process.env.ADMIN_TOKEN ?? (local ? demoAdminToken : '')

type Entry = {
  id: string
  kind: string
  lang: string
  receivedAt: string
  state: string
  reason?: string
  fields?: string[]
  size: number
}

async function answerOf(path: string, init: RequestInit = {}): Promise<Response> {
  const answer = await fetch(`${base}${apiPaths.adminDeliveries}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  })
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${path || '/'} answered ${answer.status}`)
  return answer
}

const call = async (path: string, init: RequestInit = {}): Promise<unknown> =>
  (await answerOf(path, init)).json()

/**
 * Saves one stored submission under `dir`: `fields.json` (kind, language, when, every field) and each photo
 * under its field name and the name the visitor gave it. It holds personal data: delete it once handled.
 */
async function exportOne(id: string, dir: string): Promise<void> {
  const answer = await answerOf(`/${encodeURIComponent(id)}`)
  const form = await answer.formData()
  mkdirSync(dir, { recursive: true })
  const fields: Record<string, string> = {}
  const files: string[] = []
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      fields[name] = value
    } else {
      const file = `${name}-${basename(value.name).replace(/[^\p{L}\p{N}._ -]/gu, '_') || 'photo'}`
      writeFileSync(join(dir, file), Buffer.from(await value.arrayBuffer()))
      files.push(file)
    }
  }
  const about = {
    id,
    kind: answer.headers.get('submission-kind'),
    lang: answer.headers.get('submission-lang'),
    receivedAt: answer.headers.get('submission-received'),
    fields,
    files,
  }
  writeFileSync(join(dir, 'fields.json'), `${JSON.stringify(about, null, 2)}\n`)
  console.log(`saved ${id} in ${dir}: fields.json${files.map((f) => `, ${f}`).join('')}`)
  console.log('It holds personal data (LGPD): delete it once the submission is handled.')
}

async function main(): Promise<void> {
  if (!token) throw new Error('set ADMIN_TOKEN (the Worker secret) to reach a deployed site')
  const args = process.argv.slice(2)
  if (args[0] === '--export') {
    const [, id, dir] = args
    if (!id) throw new Error('name the submission: npm run deliveries -- --export <id> [dir]')
    await exportOne(id, dir ?? join('submissions', id))
    return
  }
  if (args[0] === '--resend') {
    const ids = args.slice(1)
    const { resent } = (await call('/resend', { method: 'POST', body: JSON.stringify({ ids }) })) as {
      resent: string[]
    }
    console.log(
      resent.length === 0 ? 'nothing to re-send' : `re-sent ${resent.length}:\n${resent.join('\n')}`,
    )
    return
  }
  const { entries, delivered } = (await call('')) as { entries: Entry[]; delivered: number }
  console.log(`${base}: ${entries.length} not delivered; ${delivered} delivered in the last 30 days`)
  if (entries.length === 0) return
  console.table(
    entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      lang: e.lang,
      received: e.receivedAt,
      state: e.state,
      why: [e.reason, e.fields && e.fields.length > 0 ? `fields: ${e.fields.join(', ')}` : '']
        .filter(Boolean)
        .join('; '),
      kB: Math.round(e.size / 1024),
    })),
  )
  const stuck = entries.filter((e) => e.state !== 'pending').length
  if (stuck > 0) console.log(`${stuck} failed or refused: npm run deliveries -- --resend`)
}

main().catch((error: unknown) => {
  console.error(`deliveries: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
