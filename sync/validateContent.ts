import { type Struct, StructError, validate } from 'superstruct'
import { locales } from '../lib/i18n/locales'
import { Attributes, Posts, Profile, Slides, Social, snapshotFiles, Talents } from '../lib/schemas/snapshot'
import type { Content } from './content'
import { SyncError } from './SyncError'

function check<T, S>(file: string, value: unknown, struct: Struct<T, S>, what?: string): void {
  const [error] = validate(value, struct)
  if (!error) return
  const failure = error instanceof StructError ? (error.failures()[0] ?? error) : error
  const field = failure.path.join('.') || '(root)'
  throw new SyncError(`invalid ${file}${what ? ` (${what})` : ''}: field ${field}: ${failure.message}`)
}

function unique<T>(items: readonly T[], key: (t: T) => string | number, what: string): void {
  const seen = new Set<string | number>()
  for (const item of items) {
    const k = key(item)
    if (seen.has(k)) throw new SyncError(`${what} ${JSON.stringify(k)} appears twice`)
    seen.add(k)
  }
}

/**
 * Checks a pulled snapshot before anything is written: every file against its struct (strict: no unknown
 * fields) and the references between files (every roster id has exactly one profile, ids and post slugs
 * unique per language). Throws a SyncError naming the file, the talent or post, and the field.
 */
export function validateContent(content: Content): void {
  if (content.talents.length === 0) {
    throw new SyncError('the roster is empty: refusing to publish a site without talents')
  }
  check(snapshotFiles.talents, content.talents, Talents)
  unique(content.talents, (t) => t.id, 'talent id')
  for (const profile of content.profiles) {
    check(snapshotFiles.profile(profile.id), profile, Profile, `talent ${profile.id}`)
  }
  unique(content.profiles, (p) => p.id, 'profile id')
  const profileIds = new Set(content.profiles.map((p) => p.id))
  const rosterIds = new Set(content.talents.map((t) => t.id))
  for (const id of rosterIds) {
    if (!profileIds.has(id)) throw new SyncError(`talent ${id} is in the roster but has no profile`)
  }
  for (const id of profileIds) {
    if (!rosterIds.has(id)) throw new SyncError(`profile ${id} has no roster entry`)
  }
  for (const locale of locales) {
    const posts = content.posts[locale]
    check(snapshotFiles.posts(locale), posts, Posts)
    unique(posts, (p) => p.slug, `${locale} post slug`)
    unique(posts, (p) => p.id, `${locale} post id`)
    check(snapshotFiles.attributes(locale), content.attributes[locale], Attributes)
  }
  check(snapshotFiles.slides, content.slides, Slides)
  check(snapshotFiles.social, content.social, Social)
}
