import { useT } from '../../lib/i18n/useT'
import { Link } from '../Link'
import './FavoritesLink.css'
import { HeartIcon } from './HeartIcon'

/**
 * The header's link to the favorites page with the number kept. Plain HTML: the page's first script fills
 * the count and the label from the stored favorites (components/islands/shell.ts), which the prerendered
 * page cannot know.
 */
export function FavoritesLink({ className = '' }: { className?: string }) {
  const t = useT()
  return (
    <Link
      to={{ screen: 'favorites' }}
      className={`favorites-link ${className}`}
      aria-label={t('favorites.title')}
      data-favorites-count=""
      data-label={t('favorites.title')}
      data-label-count={t('favorites.linkCount', { count: '{count}' })}
    >
      <HeartIcon filled={false} />
      <span className="favorites-link__count" aria-hidden="true" data-count="" />
    </Link>
  )
}
