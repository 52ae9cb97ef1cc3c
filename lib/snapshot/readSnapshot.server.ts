import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { create, type Struct } from 'superstruct'
import type { Locale } from '../i18n/locales'
import {
  Attributes,
  Manifest,
  Posts,
  Profile,
  Slides,
  Social,
  snapshotFiles,
  type TalentSummary,
  Talents,
} from '../schemas/snapshot'

/** The published snapshot's folder: `DATA_DIR` or `data/` at the project root. */
export const defaultDataDir = () => resolve(process.env.DATA_DIR ?? 'data')

/**
 * Reads the published snapshot (build time only: `.server.ts` keeps it out of the browser). Each file is
 * validated against its struct once and cached, so prerendering thousands of pages reads each file once.
 */
export function readSnapshot(dir: string = defaultDataDir()) {
  const cache = new Map<string, unknown>()
  function load<T>(file: string, struct: Struct<T, unknown>): T {
    if (!cache.has(file)) {
      const text = readFileSync(join(dir, file), 'utf8')
      cache.set(file, create(JSON.parse(text), struct))
    }
    return cache.get(file) as T
  }
  let byId: Map<number, TalentSummary> | undefined
  const talents = () => load(snapshotFiles.talents, Talents)
  return {
    dir,
    manifest: () => load(snapshotFiles.manifest, Manifest),
    talents,
    /** The talent listed under `id` (a lookup, not a scan: each of thousands of profile pages asks). */
    talent: (id: number): TalentSummary | undefined => {
      byId ??= new Map(talents().map((t) => [t.id, t]))
      return byId.get(id)
    },
    profile: (id: number) => load(snapshotFiles.profile(id), Profile),
    posts: (locale: Locale) => load(snapshotFiles.posts(locale), Posts),
    slides: () => load(snapshotFiles.slides, Slides),
    attributes: (locale: Locale) => load(snapshotFiles.attributes(locale), Attributes),
    social: () => load(snapshotFiles.social, Social),
  }
}

export type Snapshot = ReturnType<typeof readSnapshot>

let shared: Snapshot | undefined
/** One reader per process (Vike's prerender renders every page in one process). */
export function snapshot(): Snapshot {
  shared ??= readSnapshot()
  return shared
}
