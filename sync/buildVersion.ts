import { createHash } from 'node:crypto'
import { locales } from '../lib/i18n/locales'
import {
  Attributes,
  Manifest,
  MediaTable,
  Posts,
  Profile,
  SCHEMA_VERSION,
  Slides,
  Social,
  snapshotFiles,
  Talents,
} from '../lib/schemas/snapshot'
import { canonicalJson } from './canonicalJson'
import type { Content } from './content'

export const sha256 = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/**
 * The version id: a hash over every data file's name and hash (not the manifest, whose `syncedAt` changes
 * each run), so the same content always has the same version.
 */
export function versionOf(hashes: Record<string, string>): string {
  const lines = Object.keys(hashes)
    .filter((name) => name !== snapshotFiles.manifest)
    .sort()
    .map((name) => `${name} ${hashes[name]}\n`)
  return sha256(lines.join('')).slice(0, 16)
}

export type Version = {
  version: string
  manifest: Manifest
  /** File name (relative to data/) → its bytes; the manifest included. */
  files: Map<string, string>
}

/** The files of a snapshot version, as deterministic JSON, with the manifest that names them. */
export function buildVersion(
  content: Content,
  meta: { syncedAt: string; source: { panel: string; integration: string }; media?: MediaTable },
): Version {
  const files = new Map<string, string>()
  files.set(snapshotFiles.talents, canonicalJson(content.talents, Talents))
  for (const locale of locales) {
    files.set(snapshotFiles.posts(locale), canonicalJson(content.posts[locale], Posts))
    files.set(snapshotFiles.attributes(locale), canonicalJson(content.attributes[locale], Attributes))
  }
  files.set(snapshotFiles.slides, canonicalJson(content.slides, Slides))
  files.set(snapshotFiles.social, canonicalJson(content.social, Social))
  files.set(snapshotFiles.media, canonicalJson(meta.media ?? {}, MediaTable))
  for (const profile of content.profiles) {
    files.set(snapshotFiles.profile(profile.id), canonicalJson(profile, Profile))
  }
  const hashes: Record<string, string> = {}
  for (const [name, text] of files) hashes[name] = sha256(text)
  // The problems are part of what was published: the same files with other problems are another version.
  const version = versionOf(
    content.problems.length > 0
      ? { ...hashes, '(problems)': sha256(JSON.stringify(content.problems)) }
      : hashes,
  )
  const manifest: Manifest = {
    schemaVersion: SCHEMA_VERSION,
    version,
    syncedAt: meta.syncedAt,
    source: meta.source,
    counts: {
      talents: content.talents.length,
      profiles: content.profiles.length,
      posts: Object.fromEntries(locales.map((l) => [l, content.posts[l].length])),
      prehome: content.slides.prehome.length,
      slides: content.slides.slides.length,
    },
    problems: content.problems,
    files: hashes,
  }
  files.set(snapshotFiles.manifest, canonicalJson(manifest, Manifest))
  return { version, manifest, files }
}
