import type { Manifest } from '../lib/schemas/snapshot'

/** One record the sync could not publish as the CMS has it (manifest.problems). */
export type Problem = Manifest['problems'][number]

/** Above this share of one list's records set aside, the failure is systemic and nothing is published. */
export const MAX_PROBLEM_SHARE = 0.1

/**
 * Whether `bad` of a list's `total` records is a systemic failure, not one bad record: more than
 * `share` of the list, and more than one record (one bad record never blocks an update, however short
 * the list: a pre-home of three slides with one broken still publishes the other two).
 */
export function tooManyProblems(bad: number, total: number, share = MAX_PROBLEM_SHARE): boolean {
  return bad > 1 && bad > total * share
}

/** The line a problem prints as: `problem: posts.pt 2101, field title: is empty…; left out`. */
export function problemLine(p: Problem): string {
  const outcome = p.outcome === 'kept previous' ? 'its last published version is kept' : 'left out'
  return `problem: ${p.list ?? 'profiles'} ${p.id}, field ${p.field}: ${p.message}; ${outcome}`
}
