import { useT } from '../../lib/i18n/useT'
import { type FavoriteTalent, toggleFavorite } from '../../lib/state/favorites'
import { displayName } from '../../lib/text/displayName'
import './FavoriteButton.css'
import { HeartIcon } from './HeartIcon'
import { useFavorites } from './useFavorites'

/**
 * The favorite toggle of a talent (card or profile): a button with aria-pressed and a constant label.
 * Before its island is awake the page's first script presses it from the stored favorites and toggles it
 * (components/islands/shell.ts reads `data-favorite` and the two titles); once awake, React does. Either
 * keeps the talent under the profile's shown name (displayName), whatever card or page it was hearted from.
 */
export function FavoriteButton({
  talent: given,
  className = '',
}: {
  talent: FavoriteTalent
  className?: string
}) {
  const t = useT()
  // Labelled with the name the card or page shows; kept under the shown name.
  const talent = { ...given, name: displayName(given.name) }
  const { items } = useFavorites()
  const pressed = Object.hasOwn(items, String(talent.id))
  const titleAdd = t('roster.favoriteAdd', { name: given.name })
  const titleRemove = t('roster.favoriteRemove', { name: given.name })
  return (
    <button
      type="button"
      className={`favorite-button ${className}`}
      aria-pressed={pressed}
      aria-label={t('roster.favoriteToggle', { name: given.name })}
      title={pressed ? titleRemove : titleAdd}
      data-favorite={JSON.stringify(talent)}
      data-script-only=""
      data-title-add={titleAdd}
      data-title-remove={titleRemove}
      onClick={() => toggleFavorite(talent)}
    >
      <HeartIcon filled={pressed} />
    </button>
  )
}
