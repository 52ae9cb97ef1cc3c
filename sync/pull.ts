import { type Locale, locales } from '../lib/i18n/locales'
import type { Post, Profile, TalentSummary } from '../lib/schemas/snapshot'
import { foldText } from '../lib/text/foldText'
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

export type PullOptions = {
  upstream: Upstream
  progress: Progress
  concurrency: number
  warn: (line: string) => void
  /** Awaited before each phase starts (tests change the CMS between phases). */
  beforePhase?: (name: string) => void | Promise<void>
}

const POST_TYPE = 'news'

/**
 * Roster order: folded name (accents and case ignored), then id. The sync sorts rather than trusting the
 * CMS's collation, so the file is stable and a renamed talent moves to its alphabetical place.
 */
export function sortTalents<T extends { id: number; name: string }>(talents: T[]): T[] {
  return [...talents].sort((a, b) => {
    const fa = foldText(a.name)
    const fb = foldText(b.name)
    return fa < fb ? -1 : fa > fb ? 1 : a.id - b.id
  })
}

/** Pulls everything the site shows from both upstream APIs and normalizes it. */
export async function pull(o: PullOptions): Promise<Content> {
  const { upstream: up } = o
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
    const instagram = instagramUrl((await up.socialMedia()).instagram?.link)
    p.done()
    return { instagram }
  })

  const slides = await step('slides', 2, async (p) => {
    const list = async (type: 'prehome' | 'slides') => {
      const items = (await up.slides(type)).map((s, i) => normalizeSlide(s, panelBase, i))
      p.tick()
      return items
    }
    const both = { prehome: await list('prehome'), slides: await list('slides') }
    p.done(`${both.prehome.length} prehome, ${both.slides.length} about`)
    return both
  })

  const posts = {} as Record<Locale, Post[]>
  for (const locale of locales) {
    posts[locale] = await step(`posts ${locale}`, 1, (p) => pullPosts(o, locale, panelBase, p))
  }
  dropBrokenTranslations(posts, o.warn)

  const roster = await step('roster', 1, async (p) => {
    const seen = new Set<number>()
    const list: TalentSummary[] = []
    for (const t of await up.talents(1000)) {
      const summary = normalizeTalent(t, integrationBase)
      if (!summary) continue // in none of the site categories
      if (seen.has(summary.id)) throw new SyncError(`talent ${summary.id} is listed twice`)
      seen.add(summary.id)
      list.push(summary)
    }
    p.done(`${list.length} talents in site categories`)
    return list
  })

  const profiles = await step('profiles', roster.length, async (p) => {
    const list = await mapLimit(roster, o.concurrency, async (t) => {
      const profile = await pullProfile(o, t.id, integrationBase)
      p.tick()
      return profile
    })
    const found = list.filter((x): x is Profile => x !== null)
    p.done(found.length === roster.length ? undefined : `${roster.length - found.length} left out`)
    return new Map(found.map((x) => [x.id, x]))
  })
  const talents = sortTalents(roster.filter((t) => profiles.has(t.id)))

  const attributes = await step('attributes', locales.length, async (p) => {
    const out = {} as Content['attributes']
    for (const locale of locales) {
      out[locale] = normalizeAttributes(await up.attributes(locale))
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
  }
}

async function pullPosts(o: PullOptions, locale: Locale, base: string, p: Phase): Promise<Post[]> {
  const up = o.upstream
  const first = await up.postsPage(POST_TYPE, locale, 1)
  const pages = Math.max(1, first.last_page)
  p.total(pages)
  p.tick()
  const rest = await mapLimit(
    Array.from({ length: pages - 1 }, (_, i) => i + 2),
    o.concurrency,
    async (page) => {
      const answer = await up.postsPage(POST_TYPE, locale, page)
      p.tick()
      return answer.data
    },
  )
  const items = [first.data, ...rest].flat()
  // The list items are full posts; a list that leaves the content out is completed from the single post.
  const full = await mapLimit(items, o.concurrency, async (item) => {
    if (item.content != null) return item
    const single = await up.post(POST_TYPE, locale, item.slug)
    if (!single) throw new SyncError(`${locale} post "${item.slug}" is listed but its own call answers 404`)
    return single
  })
  const sanitize = (html: string) => sanitizePostHtml(html, base)
  const list = full.map((item, index) => normalizePost(item, base, sanitize, index))
  p.done(`${list.length} posts`)
  return list
}

async function pullProfile(o: PullOptions, id: number, base: string): Promise<Profile | null> {
  let answer: Awaited<ReturnType<Upstream['profile']>>
  try {
    answer = await o.upstream.profile(id)
  } catch (e) {
    if (e instanceof UpstreamError) {
      const field = e.field ? `, field ${e.field}` : ''
      throw new SyncError(`talent ${id}${field}: ${e.message}`, { cause: e })
    }
    throw e
  }
  if (!answer) {
    o.warn(`warning: talent ${id} is in the roster but its profile answers 404; left out`)
    return null
  }
  if (answer.id !== id) throw new SyncError(`talent ${id}: the profile call answered talent ${answer.id}`)
  const profile = normalizeProfile(answer, base)
  if (!profile) o.warn(`warning: talent ${id}'s profile is in no site category; left out`)
  return profile
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
