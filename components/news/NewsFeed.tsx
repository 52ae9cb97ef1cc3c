import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { create } from 'superstruct'
import { useLocale, useT } from '../../lib/i18n/useT'
import { NewsPage, newsPageUrl, type PostCard } from '../../lib/news/newsPages'
import { limits } from '../../lib/site'
import { Link } from '../Link'
import { NewsGrid } from './NewsGrid'

type Status = 'idle' | 'loading' | 'error'

const never = () => () => {}
/** False in the prerendered HTML and while hydrating, true once the island runs. */
const useAwake = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )

/**
 * The infinite news feed: each page of 9 is prerendered (page 1 at the section's root, the next at
 * `…/page/N`), with links to the page before and after it, which a visitor without script follows. Once
 * the island wakes the links go: the next page (a static file of the build) loads when the sentinel after
 * the grid is 10 % visible, while pages remain. A failed load offers a retry.
 */
export function NewsFeed({ first }: { first: NewsPage }) {
  const t = useT()
  const locale = useLocale()
  const [posts, setPosts] = useState<PostCard[]>(first.posts)
  const [page, setPage] = useState(first.page)
  const [status, setStatus] = useState<Status>('idle')
  const sentinel = useRef<HTMLDivElement>(null)
  const hasMore = page < first.lastPage
  const awake = useAwake()

  // Another language (or a new build) brings another first page.
  useEffect(() => {
    setPosts(first.posts)
    setPage(first.page)
    setStatus('idle')
  }, [first])

  const loadNext = useCallback(async () => {
    setStatus('loading')
    try {
      const response = await fetch(newsPageUrl(locale, page + 1))
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const next = create(await response.json(), NewsPage)
      setPosts((current) => [...current, ...next.posts])
      setPage(next.page)
      setStatus('idle')
    } catch (error) {
      console.warn('news: the next page could not be loaded', error)
      setStatus('error')
    }
  }, [locale, page])

  useEffect(() => {
    const el = sentinel.current
    if (!el || !hasMore || status !== 'idle') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void loadNext()
      },
      { threshold: limits.newsObserverThreshold },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasMore, status, loadNext])

  if (posts.length === 0) return <p className="news-empty">{t('news.empty')}</p>
  return (
    <>
      <NewsGrid posts={posts} priorityCount={3} headingLevel={2} />
      {/* Gone once the last page is shown: nothing more to load. */}
      {hasMore && (
        <div ref={sentinel} className="news-sentinel" data-testid="news-sentinel" aria-hidden="true" />
      )}
      {!awake && first.lastPage > 1 && (
        <nav className="news-pages" aria-label={t('news.pages')}>
          {first.page > 1 && (
            <Link to={{ screen: 'news', ...(first.page > 2 && { page: first.page - 1 }) }} rel="prev">
              {t('news.newer')}
            </Link>
          )}
          {first.page < first.lastPage && (
            <Link to={{ screen: 'news', page: first.page + 1 }} rel="next">
              {t('news.older')}
            </Link>
          )}
        </nav>
      )}
      <div className="news-status" aria-live="polite">
        {status === 'loading' && (
          <>
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('common.loading')}</span>
          </>
        )}
        {status === 'error' && (
          <>
            <p>{t('news.loadFailed')}</p>
            <button type="button" className="button" onClick={() => void loadNext()}>
              {t('news.retry')}
            </button>
          </>
        )}
      </div>
    </>
  )
}
