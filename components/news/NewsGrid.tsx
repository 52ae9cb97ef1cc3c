import { Head } from 'vike-react/Head'
import type { PostCard as Card } from '../../lib/news/newsPages'
import { media } from '../../lib/site'
import { useMediaQuery } from '../useMediaQuery'
import { dealColumns } from './dealColumns'
import { PostCard } from './PostCard'
import './News.css'

/** Columns from 650 px; one below. */
const wideColumns = 3

/** An empty element right after the grid (one grid per page: home or the feed), named by the hint below. */
const gridEndId = 'news-grid-end'

/**
 * The masonry of news cards (gutter 20): three columns from 650 px, one below, always in reading order.
 * Cards are dealt round-robin into column elements (posts 1, 2, 3 make the first row; each column stacks
 * its own cards, so the columns stagger, and a page appended by the feed only adds to their ends). Widths,
 * gutter and the phone layout are News.css's: no inline style (the CSP has `style-src-attr 'none'`).
 *
 * The prerendered HTML cannot know the screen, so it always has three columns; below 650 px News.css shows
 * them as one column with the cards back in reading order (rules that cover the feed's first page). Once
 * hydrated on a narrow screen the grid renders one column in reading order itself, so the pages the feed
 * appends need no rule. Both give the same layout, so neither the first paint nor hydration moves a card.
 *
 * That holds once the whole grid is parsed. A phone that paints a partly parsed grid (slow network, busy
 * CPU) would show column 1's cards first, then move them down as columns 2 and 3 arrive (a 0.16 layout
 * shift on the feed). So on phones the first paint waits until the parser reaches an element after the
 * grid: `<link rel="expect" blocking="render">` with the phone media query, a standard hint (Chromium
 * 124+, which unblocks when the target's start tag is parsed, hence a target after the grid rather than
 * the grid itself; other engines ignore it and may show that reorder on a slow first load). The grid ends
 * within the first 15 KB of its pages.
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
  const narrow = useMediaQuery(media.phone)
  return (
    <>
      <Head>
        <link rel="expect" href={`#${gridEndId}`} blocking="render" media={media.phone} />
      </Head>
      <div className="masonry">
        {dealColumns(posts, narrow ? 1 : wideColumns).map((column) => (
          <div key={column.id} className="masonry-column">
            {column.items.map(({ item: post, index }) => (
              <div key={post.slug} className="masonry-item">
                <PostCard
                  post={post}
                  index={index}
                  priority={index < priorityCount}
                  headingLevel={headingLevel}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
      <div id={gridEndId} hidden />
    </>
  )
}
