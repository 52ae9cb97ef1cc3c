import { useLocale, useT } from '../../lib/i18n/useT'
import type { FavoriteTalent } from '../../lib/state/favorites'
import { displayName } from '../../lib/text/displayName'
import { CoverImage } from '../roster/CoverImage'
import '../roster/TalentCard.css'
import { localizedPath } from './localizedPath'

/**
 * A kept talent: cover and name linking to the profile, and a labelled remove button (or another action).
 * The name as the profile shows it (displayName), also for an entry kept under a card's full name.
 */
export function FavoriteCard({
  talent,
  onRemove,
}: {
  talent: FavoriteTalent
  onRemove?: (id: number) => void
}) {
  const t = useT()
  const locale = useLocale()
  const name = displayName(talent.name)
  return (
    <article className="talent-card">
      <a className="talent-card__link" href={localizedPath(talent.path, locale)}>
        <span className="talent-card__frame">
          <CoverImage className="talent-card__image" src={talent.cover} />
        </span>
        <h3 className="talent-card__name">{name}</h3>
      </a>
      {onRemove && (
        <button
          type="button"
          className="favorite-remove talent-card__favorite"
          aria-label={t('favorites.remove', { name })}
          onClick={() => onRemove(talent.id)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      )}
    </article>
  )
}
