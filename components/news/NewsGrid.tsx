import Masonry from 'react-masonry-css'
import type { PostCard as Card } from '../../lib/news/newsPages'
import { PostCard } from './PostCard'
import './News.css'

/**
 * The masonry of news cards (gutter 20): one column below 650 px, three from there. The prerendered HTML
 * has three columns; below 650 px CSS shows them as one column in reading order, which is exactly what
 * react-masonry-css renders after hydration, so the first paint already has the final layout.
 */
export function NewsGrid({
  posts,
  priorityCount = 0,
  headingLevel = 3,
}: {
  posts: readonly Card[]
  priorityCount?: number
  /** The cards' title level (PostCard). */
  headingLevel?: 2 | 3
}) {
  return (
    <Masonry breakpointCols={{ default: 3, 649: 1 }} className="masonry" columnClassName="masonry-column">
      {posts.map((post, i) => (
        <div key={post.slug} className="masonry-item" style={{ order: i }}>
          <PostCard post={post} index={i} priority={i < priorityCount} headingLevel={headingLevel} />
        </div>
      ))}
    </Masonry>
  )
}
