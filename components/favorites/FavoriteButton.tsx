import { useT } from '../../lib/i18n/useT'
import { type FavoriteTalent, toggleFavorite } from '../../lib/state/favorites'
import './FavoriteButton.css'
import { HeartIcon } from './HeartIcon'
import { useFavorites } from './useFavorites'

/** The favorite toggle of a talent (card or profile): a button with aria-pressed and a constant label. */
export function FavoriteButton({ talent, className = '' }: { talent: FavoriteTalent; className?: string }) {
  const t = useT()
  const { items } = useFavorites()
  const pressed = Object.hasOwn(items, String(talent.id))
  return (
    <button
      type="button"
      className={`favorite-button ${className}`}
      aria-pressed={pressed}
      aria-label={t('roster.favoriteToggle', { name: talent.name })}
      title={t(pressed ? 'roster.favoriteRemove' : 'roster.favoriteAdd', { name: talent.name })}
      onClick={() => toggleFavorite(talent)}
    >
      <HeartIcon filled={pressed} />
    </button>
  )
}
