import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { assert } from 'superstruct'
import { locales } from '../lib/i18n/locales'
import { sortTalents } from '../lib/roster/rosterOrder'
import {
  Attributes,
  Manifest,
  type Post,
  Posts,
  Profile,
  Slides,
  Social,
  snapshotFiles,
  type TalentSummary,
  Talents,
} from '../lib/schemas/snapshot'
import { slugify } from '../lib/text/slugify'
import { buildVersion } from '../sync/buildVersion'
import type { Content } from '../sync/content'
import { run } from './proc'

// A synthetic snapshot of N talents for the prerender benchmark. It starts from a real one (the demo
// dataset synced from the stand-in CMS by the real sync, so every field the pages read is present and
// shaped as the sync writes it) and clones its profiles under new ids and names until there are N. Posts,
// slides, attributes and social links are the base's. The result is validated with the snapshot structs
// and written with the sync's own buildVersion (manifest, hashes, canonical JSON).

const root = resolve(import.meta.dirname, '..')

/** Syncs the demo dataset into `dir` (the real sync, its stand-in CMS in-process). */
export async function syncDemoBase(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true })
  const r = await run(
    process.execPath,
    ['--import', 'tsx', 'sync/cli.ts', '--demo', '--concurrency', '8', '--data-dir', dir],
    { cwd: root },
  )
  if (r.code !== 0) throw new Error(`demo sync failed (${r.code}):\n${r.stderr || r.stdout}`)
}

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8'))
}

/** The base snapshot's content, validated. */
export async function readContent(dir: string): Promise<Content> {
  const talents = await readJson(join(dir, snapshotFiles.talents))
  assert(talents, Talents)
  const profiles: Profile[] = []
  for (const file of await readdir(join(dir, 'profiles'))) {
    const p = await readJson(join(dir, 'profiles', file))
    assert(p, Profile)
    profiles.push(p)
  }
  const posts = {} as Record<(typeof locales)[number], Post[]>
  const attributes = {} as Content['attributes']
  for (const locale of locales) {
    const ps = await readJson(join(dir, snapshotFiles.posts(locale)))
    assert(ps, Posts)
    posts[locale] = ps
    const a = await readJson(join(dir, snapshotFiles.attributes(locale)))
    assert(a, Attributes)
    attributes[locale] = a
  }
  const slides = await readJson(join(dir, snapshotFiles.slides))
  assert(slides, Slides)
  const social = await readJson(join(dir, snapshotFiles.social))
  assert(social, Social)
  return { talents, profiles, posts, slides, attributes, social, problems: [] }
}

/** `base` with its talents cloned up to `count` (ids from 100001), profiles included, in roster order. */
export function scaleContent(base: Content, count: number): Content {
  const templates = [...base.profiles].sort((a, b) => a.id - b.id)
  if (templates.length === 0) throw new Error('the base snapshot has no profiles to clone')
  const words = templates.map((p) => p.name.split(/\s+/))
  const firsts = [...new Set(words.map((w) => w[0] ?? 'Ana'))]
  const lasts = [...new Set(words.map((w) => w[w.length - 1] ?? 'Silva'))]
  const summaries = new Map(base.talents.map((t) => [t.id, t]))
  const profiles: Profile[] = []
  const talents: TalentSummary[] = []
  for (let i = 0; i < count; i++) {
    const template = templates[i % templates.length] as Profile
    const id = 100_001 + i
    const middle = Math.floor(i / (firsts.length * lasts.length))
    const name = [
      firsts[i % firsts.length],
      ...(middle > 0 ? [firsts[(middle * 7) % firsts.length]] : []),
      lasts[Math.floor(i / firsts.length) % lasts.length],
    ].join(' ')
    const slug = slugify(name)
    // Media URLs keep the template's files (the build never fetches them); only identity changes.
    const profile: Profile = { ...template, id, name, slug }
    profiles.push(profile)
    const summary = summaries.get(template.id)
    talents.push({
      id,
      name,
      slug,
      gender: template.gender,
      cover: template.cover,
      categories: template.categories,
      instagram: summary?.instagram ?? template.instagram,
    })
  }
  const sorted = sortTalents(talents)
  const order = new Map(sorted.map((t, i) => [t.id, i]))
  profiles.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
  return { ...base, talents: sorted, profiles }
}

/** Writes `content` as a snapshot version into `dir` (replacing what is there); returns the file count. */
export async function writeSnapshot(
  dir: string,
  content: Content,
): Promise<{ files: number; bytes: number }> {
  assert(content.talents, Talents)
  for (const p of content.profiles) assert(p, Profile)
  const { files, manifest } = buildVersion(content, {
    syncedAt: new Date().toISOString(),
    source: { panel: 'synthetic', integration: 'synthetic' },
  })
  assert(manifest, Manifest)
  await rm(dir, { recursive: true, force: true })
  await mkdir(join(dir, 'profiles'), { recursive: true })
  let bytes = 0
  for (const [name, text] of files) {
    const path = join(dir, name)
    if (dirname(name) !== '.') await mkdir(dirname(path), { recursive: true })
    await writeFile(path, text)
    bytes += Buffer.byteLength(text)
  }
  return { files: files.size, bytes }
}

/** A synthetic snapshot of `talents` talents in `dir`, from a base synced once into `baseDir`. */
export async function synthesize(o: { talents: number; dir: string; baseDir: string; reuseBase?: boolean }) {
  const haveBase =
    o.reuseBase && (await readdir(o.baseDir).catch(() => [] as string[])).includes('manifest.json')
  if (!haveBase) await syncDemoBase(o.baseDir)
  const base = await readContent(o.baseDir)
  const content = scaleContent(base, o.talents)
  const written = await writeSnapshot(o.dir, content)
  return {
    talents: content.talents.length,
    posts: Object.fromEntries(locales.map((l) => [l, content.posts[l].length])),
    ...written,
  }
}

// CLI: tsx bench/synthetic.ts --talents 1000 --out /tmp/snap [--base /tmp/base]
if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      talents: { type: 'string', default: '1000' },
      out: { type: 'string' },
      base: { type: 'string' },
    },
  })
  if (!values.out) {
    console.error('usage: tsx bench/synthetic.ts --talents N --out DIR [--base DIR]')
    process.exit(2)
  }
  const out = resolve(values.out)
  const baseDir = resolve(values.base ?? `${out}.base`)
  synthesize({ talents: Number(values.talents), dir: out, baseDir, reuseBase: !!values.base }).then(
    (r) =>
      console.log(
        `wrote ${r.files} files (${(r.bytes / 1048576).toFixed(1)} MiB) for ${r.talents} talents to ${out}`,
      ),
    (e: unknown) => {
      console.error(e)
      process.exit(1)
    },
  )
}
