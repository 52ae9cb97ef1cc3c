import { mask } from 'superstruct'
import { type Locale, locales } from '../lib/i18n/locales'
import { sortTalents } from '../lib/roster/rosterOrder'
import { type Post, type Profile, TalentSummary } from '../lib/schemas/snapshot'
import { instagramHandle, type Upstream, UpstreamError } from '../lib/upstream'
import type { Content } from './content'
import { mapLimit } from './mapLimit'
import { MAX_PROBLEM_SHARE, type Problem, problemLine, tooManyProblems } from './problems'
import type { Progress } from './progress'
import { readAttributes } from './readers/attributes'
import { readFollowers } from './readers/followers'
import { dropBrokenTranslations, readPosts } from './readers/posts'
import { readProfile } from './readers/profiles'
import { type CmsSettings, defaultSettings, type ReadContext, type Reading } from './readers/reading'
import { readRoster } from './readers/roster'
import { readSlides } from './readers/slides'
import { readSocial } from './readers/social'
import { SyncError } from './SyncError'

export { type CmsSettings, defaultSettings }

export type PullOptions = {
  upstream: Upstream
  progress: Progress
  concurrency: number
  warn: (line: string) => void
  settings?: CmsSettings
  /** The published profile of a talent, kept when its new one cannot be read (null: none, or unreadable). */
  previousProfile?: (id: number) => Promise<Profile | null>
  /** Every record set aside fails the sync (all-or-nothing), instead of only more than `maxProblemShare`. */
  strict?: boolean
  /** Above this share of a list's records set aside, the failure is systemic and nothing is published. */
  maxProblemShare?: number
  /** Awaited before each phase starts (tests change the CMS between phases). */
  beforePhase?: (name: string) => void | Promise<void>
}

/**
 * Pulls everything the site shows from both upstream APIs, one reader per resource (sync/readers/), and
 * applies the problem-share rule: a record the site cannot read or show is printed, recorded in the
 * manifest and left out (a profile keeps its last published version); more than `maxProblemShare` of a
 * list (or any, with `strict`) stops the sync.
 */
export async function pull(o: PullOptions): Promise<Content> {
  const settings = o.settings ?? defaultSettings
  const problems: Problem[] = []

  /** Prints a reading's notes and warnings; each record it set aside becomes a problem (`outcome`). */
  const take = <T>(r: Reading<T>, outcome: Problem['outcome'] = 'left out'): T => {
    for (const line of [...r.notes, ...r.warnings]) o.warn(line)
    for (const s of r.setAside) {
      for (const x of s.rejected) {
        if (o.strict)
          throw new SyncError(`${strictName(s.list, x.id)}, field ${x.field}: ${x.message} (--strict)`)
        const problem: Problem = {
          list: s.list,
          id: x.id,
          field: x.field,
          message: x.message,
          outcome,
        }
        problems.push(problem)
        o.warn(problemLine(problem))
      }
      if (s.list !== 'profiles') systemic(s.list, s.rejected.length, s.total, 'records of ')
    }
    return r.items
  }
  const systemic = (list: string, bad: number, total: number, what: string) => {
    if (tooManyProblems(bad, total, o.maxProblemShare))
      throw new SyncError(
        `${bad} of ${total} ${what}${list} could not be read${what ? ' or shown' : ''} (more than ${percent(o.maxProblemShare)}): a systemic failure, nothing published`,
      )
  }

  /** One phase: its progress line, its reader's context, and failures prefixed with the phase's name. */
  const step = async <T>(name: string, total: number, fn: (ctx: ReadContext) => Promise<T>): Promise<T> => {
    await o.beforePhase?.(name)
    const phase = o.progress.phase(name, total)
    try {
      return await fn({ upstream: o.upstream, settings, concurrency: o.concurrency, depth: 'all', phase })
    } catch (e) {
      if (e instanceof UpstreamError || e instanceof SyncError)
        throw new SyncError(`${name}: ${e.message}`, { cause: e })
      throw e
    }
  }
  /** A phase of one reading, its detail the phase's closing note. */
  const read = <T>(name: string, reader: (ctx: ReadContext) => Promise<Reading<T>>) =>
    step(name, 1, async (ctx) => {
      const r = await reader(ctx)
      const items = take(r)
      ctx.phase?.done(r.detail)
      return items
    })

  const social = await read('social', readSocial)
  const slides = await step('slides', 2, async (ctx) => {
    const prehome = take(await readSlides(ctx, 'prehome'))
    ctx.phase?.tick()
    const about = take(await readSlides(ctx, 'about'))
    ctx.phase?.done(`${prehome.length} prehome, ${about.length} about`)
    return { prehome, slides: about }
  })
  const posts = {} as Record<Locale, Post[]>
  for (const locale of locales) posts[locale] = await read(`posts ${locale}`, (ctx) => readPosts(ctx, locale))
  dropBrokenTranslations(posts, o.warn)

  // The list entries' notes are not printed: each profile reports its own.
  const roster = await read('roster', async (ctx) => ({ ...(await readRoster(ctx)), notes: [] }))
  const listed = roster.talents
  const shownProfiles = await step('profiles', listed.length, async (ctx) => {
    let unreadable = 0
    const found = await mapLimit(listed, o.concurrency, async (t) => {
      const r = await readProfile(ctx, t)
      ctx.phase?.tick()
      if (r.setAside.every((s) => s.rejected.length === 0)) return take(r)
      unreadable++
      const kept = o.strict ? null : ((await o.previousProfile?.(t.id)) ?? null)
      take(r, kept ? 'kept previous' : 'left out')
      return kept
    })
    systemic('profiles', unreadable, listed.length, '')
    const shown = found.filter((x): x is Profile => x !== null)
    ctx.phase?.done(shown.length === listed.length ? undefined : `${listed.length - shown.length} left out`)
    return shown
  })
  // Each account's followers: optional, never a reason to leave a profile out (sync/readers/followers.ts).
  const withInstagram = shownProfiles.filter((p) => instagramHandle(p.instagram) !== null).length
  const profiles = await step('followers', withInstagram, async (ctx) => {
    const r = await readFollowers(ctx, shownProfiles)
    const items = take(r)
    ctx.phase?.done(r.detail)
    return items
  })
  // The roster entry of each published profile is the profile's own (completed from the list, where the two
  // disagree the profile's value): a card and its page never disagree.
  const talents = sortTalents(profiles.map((p) => mask(p, TalentSummary)))
  const byId = new Map(profiles.map((x) => [x.id, x]))

  const attributes = await step('attributes', locales.length, async (ctx) => {
    const out = {} as Content['attributes']
    for (const locale of locales) {
      out[locale] = take(await readAttributes(ctx, locale))
      ctx.phase?.tick()
    }
    ctx.phase?.done()
    return out
  })

  return {
    talents,
    profiles: talents.map((t) => byId.get(t.id) as Profile),
    posts,
    slides,
    attributes,
    social,
    problems: sortProblems(problems),
  }
}

const percent = (share = MAX_PROBLEM_SHARE) => `${Math.round(share * 100)} %`

/** How `--strict` names a record: `talent 12` for a profile, `posts.pt 2101` for the rest. */
const strictName = (list: string, id: number | string) =>
  list === 'profiles' ? `talent ${id}` : `${list} ${id}`

/** By list, then id (numbers before positions). */
function sortProblems(problems: Problem[]): Problem[] {
  const key = (p: Problem) =>
    `${p.list ?? ''}\u0000${typeof p.id === 'number' ? String(p.id).padStart(12, '0') : p.id}`
  return problems.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
}
