// Reached from vite.config.ts (the news feed's files): the explicit extension lets Vite's native config
// loader follow it.
import { array, type Infer, integer, object, pick } from 'superstruct'
import { newsPageCount, newsPageSize } from '../routes/screens.ts'
import { Post } from '../schemas/snapshot.ts'

/** What a news card shows: the list pages ship only this, never a post's content. */
export const PostCard = pick(Post, ['slug', 'title', 'description', 'cover'])
export type PostCard = Infer<typeof PostCard>

/** One page of the news feed, as prerendered (page 1) or served as a static file (the next ones). */
export const NewsPage = object({ page: integer(), lastPage: integer(), posts: array(PostCard) })
export type NewsPage = Infer<typeof NewsPage>

export { newsPageSize }

export function toCard(post: Post): PostCard {
  return { slug: post.slug, title: post.title, description: post.description, cover: post.cover }
}

/**
 * The feed's pages, in CMS order (posts keep their `order` ascending; nothing re-sorts them). An empty
 * feed still has page 1, with no posts. Example: 20 posts → pages of 9, 9 and 2, lastPage 3.
 */
export function newsPages(posts: readonly Post[]): NewsPage[] {
  const lastPage = newsPageCount(posts.length)
  return Array.from({ length: lastPage }, (_, i) => ({
    page: i + 1,
    lastPage,
    posts: posts.slice(i * newsPageSize, (i + 1) * newsPageSize).map(toCard),
  }))
}

/** Where the feed's page `page` (2 and up) is served from: a static file written at build time. */
export function newsPageUrl(locale: string, page: number): string {
  return `/_data/news/${locale}/${page}.json`
}
