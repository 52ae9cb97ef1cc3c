import type { CategoryIds } from '../../lib/categories'
import { defaultCategoryIds } from '../../lib/categories'
import type { Rejected, Upstream } from '../../lib/upstream'
import type { Phase } from '../progress'

/** What differs between agencies' accounts on the platform (environment settings: sync/env.ts). */
export type CmsSettings = {
  /** The posts' type in `/api/posts/{type}/{language}`: `blog` on the real platform, `news` in the spec. */
  postType: string
  /** The slide types (or sections) of the pre-home splash and of the About page. */
  slides: { prehome: string; about: string }
  /** The CMS ids of the three site categories (`CMS_CATEGORY_IDS`, lib/categories.ts). */
  categoryIds: CategoryIds
}

export const defaultSettings: CmsSettings = {
  postType: 'blog',
  slides: { prehome: 'prehome', about: 'slides' },
  categoryIds: defaultCategoryIds,
}

/** What every reader is given: the sync reads every page, `--check` one page of each list. */
export type ReadContext = {
  upstream: Upstream
  settings: CmsSettings
  /** Calls made at once (pages of a list, single posts). */
  concurrency: number
  /** `all`: every page (the sync); `first`: the first page of each paged list (`--check`). */
  depth: 'all' | 'first'
  /** The sync's progress line of the phase; `--check` has none. */
  phase?: Phase
}

/** The records of one list the site cannot read or show, with the list's size (for the problem share). */
export type SetAside = { list: string; total: number; rejected: readonly Rejected[] }

/**
 * What a reader gives back: what the site publishes, the records it set aside, the warnings about the
 * answer as a whole (a 404, an empty section), the notes about values skipped inside kept records, and a
 * line saying what it read (the sync's progress line, `--check`'s detail).
 */
export type Reading<T> = {
  items: T
  setAside: SetAside[]
  warnings: string[]
  notes: string[]
  /** How many records the answer had (0: `--check` reports the call as empty). */
  count: number
  detail: string
}

/** A reading's note taker: `(field, message)` as the normalizers report, a line prefixed as the sync prints. */
export const noteTo =
  (notes: string[], prefix: string) =>
  (field: string, message: string): void => {
    notes.push(`${prefix}${field}: ${message}`)
  }
