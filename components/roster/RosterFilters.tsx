import { useLocale, useT } from '../../lib/i18n/useT'
import { feetInches } from '../../lib/measurements/height'
import { alphabet, type ColourChoice, type RosterChoices } from '../../lib/roster/filterTalents'
import { filtersSet, letterOff, rosterMarks } from '../../lib/roster/rosterMarks'
import type { RosterQuery } from '../../lib/roster/rosterQuery'
import type { Gender } from '../../lib/schemas/snapshot'

type Props = {
  query: RosterQuery
  /** Initials present in the current selection; the others are disabled. */
  letters: readonly string[]
  /** What the height, hair and eye filters offer. */
  choices: RosterChoices
  onGender: (g: Gender) => void
  onLetter: (l: string) => void
  onChange: (change: Partial<RosterQuery>) => void
}

const cleared: Partial<RosterQuery> = {
  gender: null,
  letter: null,
  minHeight: null,
  maxHeight: null,
  hair: null,
  eyes: null,
}

/** Every height from the shortest to the tallest present, plus a chosen one outside them (a shared link). */
function heightOptions(range: RosterChoices['heights'], ...chosen: (number | null)[]): number[] {
  const set = new Set<number>()
  if (range) for (let cm = range.min; cm <= range.max; cm++) set.add(cm)
  for (const cm of chosen) if (cm !== null) set.add(cm)
  return [...set].sort((a, b) => a - b)
}

/** The colours present, plus a chosen one that is not (a shared link), named by its key. */
function colourOptions(choices: ColourChoice[], chosen: string | null): ColourChoice[] {
  return chosen === null || choices.some((c) => c.key === chosen)
    ? choices
    : [...choices, { key: chosen, label: chosen }]
}

type FilterSelectProps = {
  /** The query field it sets (the Worker marks the chosen option of a filtered address by it). */
  field: 'minHeight' | 'maxHeight' | 'hair' | 'eyes'
  label: string
  value: string | number | null
  options: { key: string; label: string }[]
  disabled?: (key: string) => boolean
  /** The chosen key, or null for "any". */
  onChange: (key: string | null) => void
}

/** A labelled native select whose first choice, "any", clears the filter. */
function FilterSelect({ field, label, value, options, disabled, onChange }: FilterSelectProps) {
  const t = useT()
  return (
    <label className="roster-filters__field">
      <span>{label}</span>
      <select
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value || null)}
        {...{ [rosterMarks.select]: field }}
      >
        <option value="">{t('roster.any')}</option>
        {options.map((o) => (
          <option key={o.key} value={o.key} disabled={disabled?.(o.key)}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The A–Z filter, then (folded into one "Filter" disclosure on a phone) gender (women / men), where
 * pressing the active choice again clears it, height (from / to, in cm with feet and inches), hair and eye
 * colour as native selects (keyboard and screen readers get them for free), and a button that clears them.
 */
export function RosterFilters({ query, letters, choices, onGender, onLetter, onChange }: Props) {
  const t = useT()
  const locale = useLocale()
  const present = new Set(letters)
  const heights = heightOptions(choices.heights, query.minHeight, query.maxHeight)
  const active = filtersSet(query)
  const heightLabel = (n: number) =>
    t('roster.heightOption', { cm: n.toLocaleString(locale), imperial: feetInches(n) })
  return (
    <div className="roster-filters" {...{ [rosterMarks.filters]: '' }}>
      <fieldset className="roster-filters__letters">
        <legend className="visually-hidden">{t('roster.letterFilter')}</legend>
        {alphabet.map((l) => (
          <button
            key={l}
            type="button"
            className="roster-filters__letter"
            aria-pressed={query.letter === l}
            aria-label={t('roster.letter', { letter: l })}
            disabled={letterOff(l, present, query.letter)}
            {...{ [rosterMarks.letter]: l }}
            onClick={() => onLetter(l)}
          >
            {l}
          </button>
        ))}
      </fieldset>
      {/* One "Filter" control on a phone (a native disclosure: works before any script); always open from
          1024 px (Roster.css). */}
      <details className="roster-filters__more">
        <summary className="roster-filters__toggle">{t('roster.filters')}</summary>
        <div className="roster-filters__sheet">
          <fieldset className="roster-filters__genders">
            <legend className="visually-hidden">{t('roster.genderFilter')}</legend>
            {(['woman', 'man'] as const).map((g) => (
              <button
                key={g}
                type="button"
                className="roster-filters__gender"
                aria-pressed={query.gender === g}
                {...{ [rosterMarks.gender]: g }}
                onClick={() => onGender(g)}
              >
                {t(g === 'woman' ? 'roster.women' : 'roster.men')}
              </button>
            ))}
          </fieldset>
          <div className="roster-filters__traits">
            <FilterSelect
              field="minHeight"
              label={t('roster.heightMin')}
              value={query.minHeight}
              options={heights.map((n) => ({ key: String(n), label: heightLabel(n) }))}
              disabled={(key) => query.maxHeight !== null && Number(key) > query.maxHeight}
              onChange={(v) => onChange({ minHeight: v === null ? null : Number(v) })}
            />
            <FilterSelect
              field="maxHeight"
              label={t('roster.heightMax')}
              value={query.maxHeight}
              options={heights.map((n) => ({ key: String(n), label: heightLabel(n) }))}
              disabled={(key) => query.minHeight !== null && Number(key) < query.minHeight}
              onChange={(v) => onChange({ maxHeight: v === null ? null : Number(v) })}
            />
            <FilterSelect
              field="hair"
              label={t('roster.hair')}
              value={query.hair}
              options={colourOptions(choices.hair, query.hair)}
              onChange={(hair) => onChange({ hair })}
            />
            <FilterSelect
              field="eyes"
              label={t('roster.eyes')}
              value={query.eyes}
              options={colourOptions(choices.eyes, query.eyes)}
              onChange={(eyes) => onChange({ eyes })}
            />
            {/* Always there and focusable (aria-disabled, not disabled): pressed, it keeps the focus. */}
            <button
              type="button"
              className="roster-filters__reset"
              aria-disabled={!active}
              {...{ [rosterMarks.reset]: '' }}
              onClick={() => {
                if (active) onChange(cleared)
              }}
            >
              {t('roster.clearFilters')}
            </button>
          </div>
        </div>
      </details>
    </div>
  )
}
