import { type Locale, locales } from '../../lib/i18n/locales'
import type { Post } from '../../lib/schemas/snapshot'
import type { UpstreamPost } from '../../lib/schemas/upstream'
import { keepEach, normalizePost, type Rejected } from '../../lib/upstream'
import { mapLimit } from '../mapLimit'
import { sanitizePostHtml } from '../sanitizePostHtml'
import type { ReadContext, Reading } from './reading'

/** Where a CMS gives no `last_page` and never answers an empty page, the list ends here. */
const MAX_POST_PAGES = 500

/** The warning for a post list that gives nothing (a 404 or no post), or null. */
export function postsWarning(type: string, locale: string, answer: 'missing' | number): string | null {
  if (answer === 'missing')
    return `warning: posts "${type}/${locale}": the CMS does not know this post type or language (404) (CMS_POST_TYPE); no ${locale} posts`
  if (answer === 0)
    return `warning: posts "${type}/${locale}": the CMS answers no posts (CMS_POST_TYPE); no ${locale} posts`
  return null
}

type Page = { data: UpstreamPost[]; rejected: Rejected[]; last_page?: number | undefined }

/**
 * The list's records: pages up to `last_page`, or, where the CMS gives none, to the first empty page (or
 * one that repeats what came before: a CMS that ignores `page`). Only the first page at depth `first`.
 */
async function readPages(ctx: ReadContext, locale: Locale, first: Page): Promise<Page> {
  const { upstream: up, settings, phase } = ctx
  const items = [...first.data]
  const rejected = [...first.rejected]
  const pages = first.last_page
  if (ctx.depth === 'first') return { data: items, rejected, last_page: pages }
  if (pages !== undefined) {
    phase?.total(Math.max(1, pages))
    phase?.tick()
    const rest = await mapLimit(
      Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2),
      ctx.concurrency,
      async (page) => {
        const answer = await up.postsPage(settings.postType, locale, page)
        phase?.tick()
        return answer ?? { data: [], rejected: [] }
      },
    )
    for (const answer of rest) {
      items.push(...answer.data)
      rejected.push(...answer.rejected)
    }
    return { data: items, rejected, last_page: pages }
  }
  const seen = new Set(first.data.map((x) => x.id))
  for (let page = 2; page <= MAX_POST_PAGES; page++) {
    const answer = await up.postsPage(settings.postType, locale, page)
    const fresh = (answer?.data ?? []).filter((x) => !seen.has(x.id))
    if (fresh.length === 0) break
    for (const x of fresh) seen.add(x.id)
    items.push(...fresh)
    rejected.push(...(answer?.rejected ?? []))
    phase?.tick()
  }
  return { data: items, rejected }
}

/**
 * One language's posts (`GET /api/posts/{type}/{language}`): every page, only this language's (a list may
 * mix them by `lang`), each completed from its single post where the list leaves the content out,
 * sanitized and normalized; a post the site cannot read or show is set aside.
 */
export async function readPosts(ctx: ReadContext, locale: Locale): Promise<Reading<Post[]>> {
  const { upstream: up, settings } = ctx
  const type = settings.postType
  const first = await up.postsPage(type, locale, 1)
  if (!first) {
    const warning = postsWarning(type, locale, 'missing') ?? ''
    return { items: [], setAside: [], warnings: [warning], notes: [], count: 0, detail: 'not answered (404)' }
  }
  const { data, rejected, last_page } = await readPages(ctx, locale, first)
  const mine = data.filter((x) => !x.lang?.trim() || x.lang.trim().toLowerCase() === locale)
  const full = await mapLimit(mine, ctx.concurrency, async (item): Promise<UpstreamPost | Rejected> => {
    const slug = item.slug?.trim()
    if (item.content != null || !slug) return item // a post without a slug is set aside below
    const single = await up.post(type, locale, slug)
    if (single) return single
    return { id: item.id, field: 'content', message: 'missing from the list, and its own call answers 404' }
  })
  const base = up.baseUrl('panel')
  const sanitize = (html: string) => sanitizePostHtml(html, base)
  const notes: string[] = []
  const read = keepEach(
    full.filter((x): x is UpstreamPost => !('message' in x)),
    (item, index) =>
      normalizePost(item, base, sanitize, index, (field, message) =>
        notes.push(`warning: ${locale} post ${item.id}, field ${field}: ${message}`),
      ),
  )
  const total = mine.length + rejected.length
  const warning = total === 0 ? postsWarning(type, locale, 0) : null
  return {
    items: read.items,
    setAside: [
      {
        list: `posts.${locale}`,
        total,
        rejected: [...rejected, ...full.filter((x): x is Rejected => 'message' in x), ...read.rejected],
      },
    ],
    warnings: warning ? [warning] : [],
    notes,
    count: total,
    detail: `${read.items.length} posts, last_page ${last_page ?? '(not given)'}`,
  }
}

/** A translation slug that names no post of the other language would link to a 404: it is dropped. */
export function dropBrokenTranslations(posts: Record<Locale, Post[]>, warn: (line: string) => void): void {
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
