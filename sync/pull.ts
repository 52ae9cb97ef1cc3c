import { validate } from 'superstruct'
import { type CategoryIds, defaultCategoryIds } from '../lib/categories'
import { type Locale, locales } from '../lib/i18n/locales'
import { sortTalents } from '../lib/roster/rosterOrder'
import { type Post, Profile, type TalentSummary } from '../lib/schemas/snapshot'
import type { UpstreamAttributes, UpstreamPost, UpstreamSlide } from '../lib/schemas/upstream'
import { limits, site } from '../lib/site'
import {
  attributeQueryLists,
  instagramUrl,
  keepEach,
  normalizeAttributes,
  normalizePost,
  normalizeProfile,
  normalizeSlide,
  normalizeTalent,
  notShown,
  type ReadAttributes,
  RecordError,
  type Rejected,
  type Upstream,
  UpstreamError,
} from '../lib/upstream'
import type { Content } from './content'
import { mapLimit } from './mapLimit'
import { MAX_PROBLEM_SHARE, type Problem, problemLine, tooManyProblems } from './problems'
import type { Phase, Progress } from './progress'
import { SyncError } from './SyncError'
import { sanitizePostHtml } from './sanitizePostHtml'

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
 * The slides of one type. One call may answer every section at once (the real platform's
 * `/api/slides/all`, each slide with its `section`): then only the section named `type` is kept. An
 * answer of `/all` asked in place of the type (`fallback`) without sections tells no section apart: none.
 */
export function slidesOfSection<T extends { section?: string | null | undefined }>(
  raw: readonly T[],
  type: string,
  fallback = false,
): { mine: T[]; sections: string[] } {
  const sections = [...new Set(raw.map((s) => s.section?.trim() ?? '').filter((s) => s !== ''))]
  if (sections.length === 0) return { mine: fallback ? [] : [...raw], sections }
  return { mine: raw.filter((s) => s.section?.trim().toLowerCase() === type.toLowerCase()), sections }
}

/**
 * The warning for a slide section that gives nothing (404 for the type and for `/all`, an empty answer, or
 * sections that are all others), or null when it has slides. Printed by the sync and by `--check`.
 */
export function slidesWarning(
  type: string,
  answer: { items: readonly UpstreamSlide[]; rejected: readonly Rejected[]; fallback: boolean } | null,
): string | null {
  const setting = `(CMS_PREHOME_SLIDES / CMS_ABOUT_SLIDES)`
  const asked =
    answer?.fallback === false ? `/api/slides/${type}` : `/api/slides/${type} (404), then /api/slides/all`
  if (!answer)
    return `warning: slides "${type}": the CMS answers 404 to /api/slides/${type} and /api/slides/all ${setting}; no slides`
  const { mine, sections } = slidesOfSection(answer.items, type, answer.fallback)
  if (mine.length > 0 || (!answer.fallback && answer.rejected.length > 0)) return null
  if (sections.length > 0)
    return `warning: slides "${type}": ${asked} has no slide of this section (it has: ${sections.join(', ')}) ${setting}; no slides`
  return `warning: slides "${type}": ${asked} answers no slides ${setting}; no slides`
}

/** The warning for a post list that gives nothing (a 404 or no post), or null. */
export function postsWarning(type: string, locale: string, answer: 'missing' | number): string | null {
  if (answer === 'missing')
    return `warning: posts "${type}/${locale}": the CMS does not know this post type or language (404) (CMS_POST_TYPE); no ${locale} posts`
  if (answer === 0)
    return `warning: posts "${type}/${locale}": the CMS answers no posts (CMS_POST_TYPE); no ${locale} posts`
  return null
}

/** The warnings for attribute lists the CMS does not answer: the call (404), or a list it is asked for. */
export function attributesWarnings(
  locale: string,
  raw: UpstreamAttributes | null,
  read: ReadAttributes,
): string[] {
  if (raw === null)
    return [`warning: attributes ${locale}: the CMS does not answer the call (404); every list is built in`]
  return attributeQueryLists
    .filter((list) => read.builtIn.includes(list))
    .map(
      (list) =>
        `warning: attributes ${locale}: the CMS answers no ${list} list; ${read.attributes[list].length > 0 ? 'the built-in list is used' : 'the list is empty (there is no built-in one)'}`,
    )
}

/** Pulls everything the site shows from both upstream APIs and normalizes it. */
export async function pull(o: PullOptions): Promise<Content> {
  const { upstream: up } = o
  const settings = o.settings ?? defaultSettings
  const panelBase = up.baseUrl('panel')
  const integrationBase = up.baseUrl('integration')
  const problems: Problem[] = []

  /** One phase: its progress line, and failures prefixed with the phase's name. */
  const step = async <T>(name: string, total: number, fn: (p: Phase) => Promise<T>): Promise<T> => {
    await o.beforePhase?.(name)
    const p = o.progress.phase(name, total)
    try {
      return await fn(p)
    } catch (e) {
      if (e instanceof UpstreamError || e instanceof SyncError) {
        throw new SyncError(`${name}: ${e.message}`, { cause: e })
      }
      throw e
    }
  }

  /**
   * The records of one list the site cannot read or show: each printed and recorded in the manifest, left
   * out; too many of them (or any, with --strict) stop the sync.
   */
  const setAside = (list: string, total: number, rejected: readonly Rejected[]) => {
    for (const r of rejected) {
      if (o.strict) throw new SyncError(`${list} ${r.id}, field ${r.field}: ${r.message} (--strict)`)
      const problem: Problem = { list, id: r.id, field: r.field, message: r.message, outcome: 'left out' }
      problems.push(problem)
      o.warn(problemLine(problem))
    }
    if (tooManyProblems(rejected.length, total, o.maxProblemShare)) {
      throw new SyncError(
        `${rejected.length} of ${total} records of ${list} could not be read or shown (more than ${percent(o.maxProblemShare)}): a systemic failure, nothing published`,
      )
    }
  }

  const social = await step('social', 1, async (p) => {
    // An optional call: a failure (but a refused login) costs the CMS's links, not the sync.
    const answer = await up.socialMedia().catch((e: unknown) => {
      if (!(e instanceof UpstreamError) || e.kind === 'auth') throw e
      o.warn(`warning: social links: ${e.message}; the site configuration is used`)
      return null
    })
    const link = answer?.instagram
    const instagram = instagramUrl(typeof link === 'string' ? link : link?.link)
    p.done(instagram ? undefined : 'none from the CMS: the site configuration is used')
    return { instagram: instagram ?? site.instagram }
  })

  const slides = await step('slides', 2, async (p) => {
    const list = async (key: 'prehome' | 'about', type: string) => {
      const answer = await up.slides(type)
      const warning = slidesWarning(type, answer)
      if (warning) o.warn(warning)
      const mine = answer ? slidesOfSection(answer.items, type, answer.fallback).mine : []
      const read = keepEach(mine, (s: UpstreamSlide, i) =>
        normalizeSlide(s, panelBase, i, (field, message) =>
          o.warn(`warning: slides ${type}.${field}: ${message}`),
        ),
      )
      // Unreadable slides of an `/all` answer asked in place of the type belong to no section we can tell.
      const unreadable = answer && !answer.fallback ? answer.rejected : []
      setAside(`slides.${key}`, mine.length + unreadable.length, [...unreadable, ...read.rejected])
      p.tick()
      return read.items
    }
    const both = {
      prehome: await list('prehome', settings.slides.prehome),
      slides: await list('about', settings.slides.about),
    }
    p.done(`${both.prehome.length} prehome, ${both.slides.length} about`)
    return both
  })

  const posts = {} as Record<Locale, Post[]>
  for (const locale of locales) {
    posts[locale] = await step(`posts ${locale}`, 1, (p) =>
      pullPosts(o, settings.postType, locale, panelBase, p, setAside),
    )
  }
  dropBrokenTranslations(posts, o.warn)

  const roster = await step('roster', 1, async (p) => {
    const listed = await up.talents(limits.rosterFetchSize)
    setAside('talents', listed.items.length + listed.rejected.length, listed.rejected)
    const seen = new Set<number>()
    const list: TalentSummary[] = []
    let otherCategories = 0
    for (const t of listed.items) {
      const why = notShown(t, settings.categoryIds)
      if (why === 'no site category') otherCategories++
      if (why === 'no name')
        o.warn(`warning: talent ${t.id} has no name; left out (as the platform's own template does)`)
      if (why) continue
      if (seen.has(t.id)) {
        o.warn(`warning: talent ${t.id} is listed twice; its first entry is used`)
        continue
      }
      const summary = normalizeTalent(t, integrationBase, ignore, settings.categoryIds)
      if (!summary) continue
      seen.add(summary.id)
      list.push(summary)
    }
    p.done(
      `${list.length} talents in site categories${otherCategories ? `, ${otherCategories} in other categories only` : ''}`,
    )
    return list
  })

  const profileProblems: Problem[] = []
  const profiles = await step('profiles', roster.length, async (p) => {
    const list = await mapLimit(roster, o.concurrency, async (t) => {
      const result = await pullProfile(o, t, integrationBase, settings.categoryIds)
      p.tick()
      if (result.kind === 'profile' || result.kind === 'absent')
        return result.kind === 'profile' ? result.profile : null
      if (o.strict) throw new SyncError(`talent ${t.id}, field ${result.field}: ${result.message} (--strict)`)
      const kept = (await o.previousProfile?.(t.id)) ?? null
      const problem: Problem = {
        list: 'profiles',
        id: t.id,
        field: result.field,
        message: result.message,
        outcome: kept ? 'kept previous' : 'left out',
      }
      profileProblems.push(problem)
      o.warn(problemLine(problem))
      return kept
    })
    if (tooManyProblems(profileProblems.length, roster.length, o.maxProblemShare)) {
      throw new SyncError(
        `${profileProblems.length} of ${roster.length} profiles could not be read (more than ${percent(o.maxProblemShare)}): a systemic failure, nothing published`,
      )
    }
    const found = list.filter((x): x is Profile => x !== null)
    p.done(found.length === roster.length ? undefined : `${roster.length - found.length} left out`)
    return found
  })
  problems.push(...profileProblems)
  // The roster entry of each published profile is the profile's own (completed from the list, where the two
  // disagree the profile's value): a card and its page never disagree.
  const talents = sortTalents(profiles.map(summaryOf))
  const byId = new Map(profiles.map((x) => [x.id, x]))

  const attributes = await step('attributes', locales.length, async (p) => {
    const out = {} as Content['attributes']
    for (const locale of locales) {
      const raw = await up.attributes(locale)
      const read = normalizeAttributes(raw, (field, message) =>
        o.warn(`warning: attributes ${locale}, ${field}: ${message}`),
      )
      for (const line of attributesWarnings(locale, raw, read)) o.warn(line)
      for (const [field, list] of Object.entries(read.lists)) {
        setAside(`attributes.${locale}.${field}`, list.total, list.rejected)
      }
      out[locale] = read.attributes
      p.tick()
    }
    p.done()
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

const ignore = () => {}

const percent = (share = MAX_PROBLEM_SHARE) => `${Math.round(share * 100)} %`

/** A profile's own roster entry. */
function summaryOf({ id, name, slug, gender, cover, categories, instagram }: Profile): TalentSummary {
  return { id, name, slug, gender, cover, categories, instagram }
}

/** By list, then id (numbers before positions). */
function sortProblems(problems: Problem[]): Problem[] {
  const key = (p: Problem) =>
    `${p.list ?? ''}\u0000${typeof p.id === 'number' ? String(p.id).padStart(12, '0') : p.id}`
  return problems.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
}

/**
 * One language's posts: pages up to `last_page`, or, where the CMS gives none, to the first empty page; a
 * post the site cannot read or show is set aside (`setAside`), the rest published.
 */
async function pullPosts(
  o: PullOptions,
  type: string,
  locale: Locale,
  base: string,
  p: Phase,
  setAside: (list: string, total: number, rejected: readonly Rejected[]) => void,
): Promise<Post[]> {
  const up = o.upstream
  const first = await up.postsPage(type, locale, 1)
  if (!first) {
    o.warn(postsWarning(type, locale, 'missing') ?? '')
    p.done('0 posts')
    return []
  }
  const pages = first.last_page
  const items = [...first.data]
  const rejected = [...first.rejected]
  if (pages !== undefined) {
    p.total(Math.max(1, pages))
    p.tick()
    const rest = await mapLimit(
      Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2),
      o.concurrency,
      async (page) => {
        const answer = await up.postsPage(type, locale, page)
        p.tick()
        return answer ?? { data: [], rejected: [] }
      },
    )
    for (const answer of rest) {
      items.push(...answer.data)
      rejected.push(...answer.rejected)
    }
  } else {
    const seen = new Set(first.data.map((x) => x.id))
    for (let page = 2; page <= MAX_POST_PAGES; page++) {
      const answer = await up.postsPage(type, locale, page)
      // An empty page, or one that repeats what came before (a CMS that ignores `page`), ends the list.
      const fresh = (answer?.data ?? []).filter((x) => !seen.has(x.id))
      if (fresh.length === 0) break
      for (const x of fresh) seen.add(x.id)
      items.push(...fresh)
      rejected.push(...(answer?.rejected ?? []))
      p.tick()
    }
  }
  // A list that mixes languages (`lang` on each post) keeps only this one's.
  const mine = items.filter((x) => !x.lang?.trim() || x.lang.trim().toLowerCase() === locale)
  // The list items are full posts; a list that leaves the content out is completed from the single post.
  const full = await mapLimit(mine, o.concurrency, async (item): Promise<UpstreamPost | Rejected> => {
    const slug = item.slug?.trim()
    if (item.content != null || !slug) return item // a post without a slug is set aside below
    const single = await up.post(type, locale, slug)
    if (single) return single
    return { id: item.id, field: 'content', message: 'missing from the list, and its own call answers 404' }
  })
  const sanitize = (html: string) => sanitizePostHtml(html, base)
  const complete = full.filter((x): x is UpstreamPost => !('message' in x))
  const read = keepEach(complete, (item, index) =>
    normalizePost(item, base, sanitize, index, (field, message) =>
      o.warn(`warning: ${locale} post ${item.id}, field ${field}: ${message}`),
    ),
  )
  const bad = [...rejected, ...full.filter((x): x is Rejected => 'message' in x), ...read.rejected]
  setAside(`posts.${locale}`, mine.length + rejected.length, bad)
  const warning = mine.length + rejected.length === 0 ? postsWarning(type, locale, 0) : null
  if (warning) o.warn(warning)
  p.done(`${read.items.length} posts`)
  return read.items
}

const MAX_POST_PAGES = 500

type ProfileResult =
  | { kind: 'profile'; profile: Profile }
  /** Not shown on the site (404, or in no site category): left out with a warning, not a problem. */
  | { kind: 'absent' }
  | { kind: 'problem'; field: string; message: string }

async function pullProfile(
  o: PullOptions,
  listed: TalentSummary,
  base: string,
  categoryIds: CategoryIds,
): Promise<ProfileResult> {
  const { id } = listed
  let answer: Awaited<ReturnType<Upstream['profile']>>
  try {
    answer = await o.upstream.profile(id)
  } catch (e) {
    // A refused token or a network outage is everyone's problem, not this talent's.
    if (e instanceof UpstreamError && (e.kind === 'auth' || e.kind === 'network')) throw e
    if (e instanceof UpstreamError)
      return { kind: 'problem', field: e.field || '(answer)', message: e.message }
    throw e
  }
  if (!answer) {
    o.warn(`warning: talent ${id} is in the roster but its profile answers 404; left out`)
    return { kind: 'absent' }
  }
  if (answer.id !== id)
    return { kind: 'problem', field: 'id', message: `the profile call answered talent ${answer.id}` }
  let profile: Profile | null
  try {
    // What the profile lacks (name, cover, gender, categories) comes from its list entry.
    profile = normalizeProfile(
      answer,
      base,
      (field, message) => o.warn(`warning: talent ${id}, field ${field}: ${message}`),
      { categoryIds, listed },
    )
  } catch (e) {
    if (e instanceof RecordError) return { kind: 'problem', field: e.field, message: e.message }
    throw e
  }
  if (!profile) {
    o.warn(`warning: talent ${id}'s profile is in no site category; left out`)
    return { kind: 'absent' }
  }
  const [error] = validate(profile, Profile)
  if (error) {
    const failure = error.failures()[0] ?? error
    return { kind: 'problem', field: failure.path.join('.') || '(profile)', message: failure.message }
  }
  return { kind: 'profile', profile }
}

/** A translation slug that names no post of the other language would link to a 404: it is dropped. */
function dropBrokenTranslations(posts: Record<Locale, Post[]>, warn: (line: string) => void): void {
  for (const locale of locales) {
    const other = locales.find((l) => l !== locale)
    if (!other) continue
    const slugs = new Set(posts[other].map((p) => p.slug))
    posts[locale] = posts[locale].map((post) => {
      if (post.translationSlug === null || slugs.has(post.translationSlug)) return post
      warn(
        `warning: ${locale} post "${post.slug}" names ${other} translation "${post.translationSlug}", which does not exist; dropped`,
      )
      return { ...post, translationSlug: null }
    })
  }
}
