import { useT } from '../../lib/i18n/useT'
import type { RosterTalent } from '../../lib/roster/filterTalents'
import { talentItemId } from '../../lib/roster/rosterMarks'
import type { Category } from '../../lib/schemas/snapshot'
import { Link } from '../Link'
import type { CoverPriority } from './CoverImage'
import { TalentCard } from './TalentCard'

// The parts of the roster that the Worker also puts into a roster page it answers for a filtered address
// (functions/rosterPage.ts): rendered here by the roster and, once per talent and language, by the build
// (pages/roster-cards), so the markup is React's either way.

/** One card of the roster's grid. */
export function RosterItem({ talent, priority }: { talent: RosterTalent; priority?: CoverPriority }) {
  return (
    <li className="roster__item" id={talentItemId(talent.id)}>
      <TalentCard talent={talent} priority={priority} />
    </li>
  )
}

/** "Results for “ana”" and the link back to the route's roster without a search. */
export function RosterSearchLine({ q, category }: { q: string; category: Category | null }) {
  const t = useT()
  return (
    <p className="roster__search">
      {t('roster.searchResults', { query: q })}{' '}
      <Link to={{ screen: 'roster', category }} className="roster__clear">
        {t('roster.clearSearch')}
      </Link>
    </p>
  )
}

/** What the roster shows when no talent matches. */
export function RosterEmpty() {
  const t = useT()
  return <p className="roster__empty">{t('roster.empty')}</p>
}
