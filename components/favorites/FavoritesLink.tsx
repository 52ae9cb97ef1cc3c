import { useT } from '../../lib/i18n/useT'
import { Link } from '../Link'
import './FavoritesLink.css'
import { HeartIcon } from './HeartIcon'
import { useFavorites } from './useFavorites'

/**
 * The header's link to the favorites page with the number kept. The count appears only after mount
 * (localStorage is unknown to the prerendered HTML), so hydration matches.
 */
export function FavoritesLink({ className = '' }: { className?: string }) {
  const t = useT()
  const { items, restored } = useFavorites()
  const count = restored ? Object.keys(items).length : 0
  return (
    <Link
      to={{ screen: 'favorites' }}
      className={`favorites-link ${className}`}
      aria-label={count > 0 ? t('favorites.linkCount', { count }) : t('favorites.title')}
    >
      <HeartIcon filled={count > 0} />
      {count > 0 && (
        <span className="favorites-link__count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  )
}
