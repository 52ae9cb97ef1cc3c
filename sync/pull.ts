import { validate } from 'superstruct'
import { type Locale, locales } from '../lib/i18n/locales'
import { sortTalents } from '../lib/roster/rosterOrder'
import { type Post, Profile, type Slide, type TalentSummary } from '../lib/schemas/snapshot'
import { limits, site } from '../lib/site'
import {
  instagramUrl,
  normalizeAttributes,
  normalizePost,
  normalizeProfile,
  normalizeSlide,
  normalizeTalent,
  type Upstream,
  UpstreamError,
} from '../lib/upstream'
import type { Content } from './content'
import { mapLimit } from './mapLimit'
import type { Phase, Progress } from './progress'
import { SyncError } from './SyncError'
import { sanitizePostHtml } from './sanitizePostHtml'

/** What differs between agencies' accounts on the platform (environment settings: sync/env.ts). */
export type CmsSettings = {
  /** The posts' type in `/api/posts/{type}/{language}`: `blog` on the real platform, `news` in the spec. */
  postType: string
  /** The slide types (or sections) of the pre-home splash and of the About page. */
  slides: { prehome: string; about: string }
}

export const defaultSettings: CmsSettings = {
  postType: 'blog',
  slides: { prehome: 'prehome', about: 'slides' },
}

export type PullOptions = {
  upstream: Upstream
  progress: Progress
  concurrency: number
  warn: (line: string) => void
  settings?: CmsSettings
  /** The published profile of a talent, kept when its new one cannot be read (null: none, or unreadable). */
  previousProfile?: (id: number) => Promise<Profile | null>
  /** Every bad profile fails the sync (all-or-nothing), instead of only more than `maxProblemShare`. */
  strict?: boolean
  /** Above this share of the roster's profiles failing, the failure is systemic and nothing is published. */
  maxProblemShare?: number
  /** Awaited before each phase starts (tests change the CMS between phases). */
  beforePhase?: (name: string) => void | Promise<void>
}

type Problem = Content['problems'][number]

/**
 * The slides of one type. One call may answer every section at once (the real platform's
 * `/api/slides/all`, each slide with its `section`): then only the section named `type` is kept.
 */
export function slidesOfSection<T extends { section?: string | null | undefined }>(
  raw: readonly T[],
  type: string,
): { mine: T[]; sections: string[] } {
  const sections = [...new Set(raw.map((s) => s.section?.trim() ?? '').filter((s) => s !== ''))]
  if (sections.length === 0) return { mine: [...raw], sections }
  return { mine: raw.filter((s) => s.section?.trim().toLowerCase() === type.toLowerCase()), sections }
}

/** Pulls everything the site shows from both upstream APIs and normalizes it. */
export async function pull(o: PullOptions): Promise<Content> {
  const { upstream: up } = o
  const settings = o.settings ?? defaultSettings
  const panelBase = up.baseUrl('panel')
  const integrationBase = up.baseUrl('integration')

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
    const list = async (type: string) => {
      const { mine, sections } = slidesOfSection(await up.slides(type), type)
      if (sections.length > 0 && mine.length === 0) {
        o.warn(
          `warning: no slides of section "${type}" (the CMS has: ${sections.join(', ')}); the list is empty`,
        )
      }
      const items = mine
        .map((s, i) =>
          normalizeSlide(s, panelBase, i, (field, message) =>
            o.warn(`warning: slides ${type}.${field}: ${message}`),
          ),
        )
        .filter((s): s is Slide => s !== null)
      p.tick()
      return items
    }
    const both = { prehome: await list(settings.slides.prehome), slides: await list(settings.slides.about) }
    p.done(`${both.prehome.length} prehome, ${both.slides.length} about`)
    return both
  })

  const posts = {} as Record<Locale, Post[]>
  for (const locale of locales) {
    posts[locale] = await step(`posts ${locale}`, 1, (p) =>
      pullPosts(o, settings.postType, locale, panelBase, p),
    )
  }
  dropBrokenTranslations(posts, o.warn)

  const roster = await step('roster', 1, async (p) => {
    const seen = new Set<number>()
    const list: TalentSummary[] = []
    for (const t of await up.talents(limits.rosterFetchSize)) {
      const summary = normalizeTalent(t, integrationBase)
      if (!summary) continue // in none of the site categories
      if (seen.has(summary.id)) throw new SyncError(`talent ${summary.id} is listed twice`)
      seen.add(summary.id)
      list.push(summary)
    }
    p.done(`${list.length} talents in site categories`)
    return list
  })

  const problems: Problem[] = []
  const profiles = await step('profiles', roster.length, async (p) => {
    const list = await mapLimit(roster, o.concurrency, async (t) => {
      const result = await pullProfile(o, t.id, integrationBase)
      p.tick()
      if (result.kind === 'profile' || result.kind === 'absent')
        return result.kind === 'profile' ? result.profile : null
      if (o.strict) throw new SyncError(`talent ${t.id}, field ${result.field}: ${result.message} (--strict)`)
      const kept = (await o.previousProfile?.(t.id)) ?? null
      problems.push({
        id: t.id,
        field: result.field,
        message: result.message,
        outcome: kept ? 'kept previous' : 'left out',
      })
      o.warn(
        `problem: talent ${t.id}, field ${result.field}: ${result.message}; ${kept ? 'its last published profile is kept' : 'left out (never published)'}`,
      )
      return kept
    })
    const share = roster.length === 0 ? 0 : problems.length / roster.length
    const max = o.maxProblemShare ?? 0.1
    if (share > max) {
      throw new SyncError(
        `${problems.length} of ${roster.length} profiles could not be read (more than ${Math.round(max * 100)} %): a systemic failure, nothing published`,
      )
    }
    const found = list.filter((x): x is Profile => x !== null)
    p.done(found.length === roster.length ? undefined : `${roster.length - found.length} left out`)
    return new Map(found.map((x) => [x.id, x]))
  })
  const talents = sortTalents(roster.filter((t) => profiles.has(t.id)))

  const attributes = await step('attributes', locales.length, async (p) => {
    const out = {} as Content['attributes']
    for (const locale of locales) {
      out[locale] = normalizeAttributes(await up.attributes(locale), (field, message) =>
        o.warn(`warning: attributes ${locale}, ${field}: ${message}`),
      )
      p.tick()
    }
    p.done()
    return out
  })

  return {
    talents,
    profiles: talents.map((t) => profiles.get(t.id) as Profile),
    posts,
    slides,
    attributes,
    social,
    problems: problems.sort((a, b) => a.id - b.id),
  }
}

/** Pages of one language's posts: up to `last_page`, or, where the CMS gives none, to the first empty page. */
async function pullPosts(
  o: PullOptions,
  type: string,
  locale: Locale,
  base: string,
  p: Phase,
): Promise<Post[]> {
  const up = o.upstream
  const first = await up.postsPage(type, locale, 1)
  const pages = first.last_page
  const items = [...first.data]
  if (pages !== undefined) {
    p.total(Math.max(1, pages))
    p.tick()
    const rest = await mapLimit(
      Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2),
      o.concurrency,
      async (page) => {
        const answer = await up.postsPage(type, locale, page)
        p.tick()
        return answer.data
      },
    )
    items.push(...rest.flat())
  } else {
    const seen = new Set(first.data.map((x) => x.slug))
    for (let page = 2; page <= MAX_POST_PAGES; page++) {
      const answer = await up.postsPage(type, locale, page)
      // An empty page, or one that repeats what came before (a CMS that ignores `page`), ends the list.
      const fresh = answer.data.filter((x) => !seen.has(x.slug))
      if (fresh.length === 0) break
      for (const x of fresh) seen.add(x.slug)
      items.push(...fresh)
      p.tick()
    }
  }
  // A list that mixes languages (`lang` on each post) keeps only this one's.
  const mine = items.filter((x) => !x.lang?.trim() || x.lang.trim().toLowerCase() === locale)
  // The list items are full posts; a list that leaves the content out is completed from the single post.
  const full = await mapLimit(mine, o.concurrency, async (item) => {
    if (item.content != null) return item
    const single = await up.post(type, locale, item.slug)
    if (!single) throw new SyncError(`${locale} post "${item.slug}" is listed but its own call answers 404`)
    return single
  })
  const sanitize = (html: string) => sanitizePostHtml(html, base)
  const list = full.map((item, index) => normalizePost(item, base, sanitize, index))
  p.done(`${list.length} posts`)
  return list
}

const MAX_POST_PAGES = 500

type ProfileResult =
  | { kind: 'profile'; profile: Profile }
  /** Not shown on the site (404, or in no site category): left out with a warning, not a problem. */
  | { kind: 'absent' }
  | { kind: 'problem'; field: string; message: string }

async function pullProfile(o: PullOptions, id: number, base: string): Promise<ProfileResult> {
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
  const profile = normalizeProfile(answer, base, (field, message) =>
    o.warn(`warning: talent ${id}, field ${field}: ${message}`),
  )
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
