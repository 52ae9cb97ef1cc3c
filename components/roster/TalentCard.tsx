import { useLocale } from '../../lib/i18n/useT'
import type { RosterTalent } from '../../lib/roster/filterTalents'
import { talentPath } from '../../lib/routes/talentRoute'
import { capitalizeWords } from '../../lib/text/capitalizeWords'
import { FavoriteButton } from '../favorites/FavoriteButton'
import { CoverImage, type CoverPriority } from './CoverImage'
import './TalentCard.css'

type Props = {
  talent: Pick<RosterTalent, 'id' | 'name' | 'slug' | 'cover' | 'categories'>
  priority?: CoverPriority
}

/** A roster card: the cover (grey until hover, focus or tap), the name under it, the favorite toggle. */
export function TalentCard({ talent, priority }: Props) {
  const locale = useLocale()
  const name = capitalizeWords(talent.name)
  const favorite = { id: talent.id, name, cover: talent.cover, path: talentPath(talent, 'pt') }
  return (
    <article className="talent-card">
      <a className="talent-card__link" href={talentPath(talent, locale)}>
        <span className="talent-card__frame">
          <CoverImage className="talent-card__image colour-in-view" src={talent.cover} priority={priority} />
        </span>
        <h2 className="talent-card__name">{name}</h2>
      </a>
      <FavoriteButton talent={favorite} className="talent-card__favorite" />
    </article>
  )
}
