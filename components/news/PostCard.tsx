import { useT } from '../../lib/i18n/useT'
import type { PostCard as Card } from '../../lib/news/newsPages'
import { media } from '../../lib/site'
import { Link } from '../Link'
import { type CoverShape, PostCover } from './PostCover'

/** A rhythm of frame shapes so the masonry columns stagger, fixed per position (no layout shift). */
const shapes: readonly CoverShape[] = ['4x5', '1x1', '3x4', '5x4', '4x5', '3x4']

export function PostCard({
  post,
  index,
  priority = false,
  headingLevel = 3,
}: {
  post: Card
  index: number
  priority?: boolean
  /** 2 where the cards sit right under the page's h1 (the feed), 3 under a section's h2 (home). */
  headingLevel?: 2 | 3
}) {
  const t = useT()
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="post-card">
      <Link to={{ screen: 'post', slug: post.slug }} className="post-card-link">
        {/* The title names the link: the cover says nothing more (its alt would read the name twice). */}
        <PostCover
          cover={post.cover}
          alt=""
          shape={shapes[index % shapes.length] ?? '4x5'}
          priority={priority}
          sizes={`${media.phone} 100vw, 33vw`}
        />
        <Title className="post-card-title">{post.title}</Title>
      </Link>
      {post.description && <p className="post-card-description">{post.description}</p>}
      <span className="visually-hidden">{t('news.readMore')}</span>
    </article>
  )
}
