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
  /** A reader of one kind of file (`file(key)` names it), each file validated once and kept. */
  function files<T, K = void>(file: (key: K) => string, struct: Struct<T, unknown>): (key: K) => T {
    const read = new Map<string, T>()
    return (key) => {
      const name = file(key)
      let value = read.get(name)
      if (value === undefined) {
        value = create(JSON.parse(readFileSync(join(dir, name), 'utf8')), struct)
        read.set(name, value)
      }
      return value
    }
  }
  const talents = files(() => snapshotFiles.talents, Talents)
  const profile = files((id: number) => snapshotFiles.profile(id), Profile)
  const posts = files((locale: Locale) => snapshotFiles.posts(locale), Posts)
  const attributes = files((locale: Locale) => snapshotFiles.attributes(locale), Attributes)
  let byId: Map<number, TalentSummary> | undefined
  return {
    dir,
    manifest: files(() => snapshotFiles.manifest, Manifest),
    talents,
    /** The talent listed under `id` (a lookup, not a scan: each of thousands of profile pages asks). */
    talent: (id: number): TalentSummary | undefined => {
      byId ??= new Map(talents().map((t) => [t.id, t]))
      return byId.get(id)
    },
    profile,
    posts,
    slides: files(() => snapshotFiles.slides, Slides),
    attributes,
    social: files(() => snapshotFiles.social, Social),
  }
}

export type Snapshot = ReturnType<typeof readSnapshot>

let shared: Snapshot | undefined
/** One reader per process (Vike's prerender renders every page in one process). */
export function snapshot(): Snapshot {
  shared ??= readSnapshot()
  return shared
}
