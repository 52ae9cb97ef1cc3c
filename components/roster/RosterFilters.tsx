import { useT } from '../../lib/i18n/useT'
import type { Gender } from '../../lib/schemas/snapshot'
import { alphabet } from './filterTalents'

type Props = {
  gender: Gender | null
  letter: string | null
  /** Initials present in the current selection; the others are disabled. */
  letters: readonly string[]
  onGender: (g: Gender) => void
  onLetter: (l: string) => void
}

/** Gender (women / men) and A–Z filters; pressing the active choice again clears it. */
export function RosterFilters({ gender, letter, letters, onGender, onLetter }: Props) {
  const t = useT()
  const present = new Set(letters)
  return (
    <div className="roster-filters">
      <fieldset className="roster-filters__genders">
        <legend className="visually-hidden">{t('roster.genderFilter')}</legend>
        {(['woman', 'man'] as const).map((g) => (
          <button
            key={g}
            type="button"
            className="roster-filters__gender"
            aria-pressed={gender === g}
            onClick={() => onGender(g)}
          >
            {t(g === 'woman' ? 'roster.women' : 'roster.men')}
          </button>
        ))}
      </fieldset>
      <fieldset className="roster-filters__letters">
        <legend className="visually-hidden">{t('roster.letterFilter')}</legend>
        {alphabet.map((l) => (
          <button
            key={l}
            type="button"
            className="roster-filters__letter"
            aria-pressed={letter === l}
            aria-label={t('roster.letter', { letter: l })}
            // The active letter stays enabled so it can always be cleared.
            disabled={!present.has(l) && letter !== l}
            onClick={() => onLetter(l)}
          >
            {l}
          </button>
        ))}
      </fieldset>
    </div>
  )
}
