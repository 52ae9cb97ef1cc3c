import { useRef } from 'react'
import { useLocale, useT } from '../../lib/i18n/useT'
import { feetInches } from '../../lib/measurements/height'
import { alphabet, type ColourChoice, type RosterChoices } from '../../lib/roster/filterTalents'
import {
  filtersOn,
  filtersOnLabel,
  keptValue,
  letterOff,
  rosterCount,
  rosterMarks,
} from '../../lib/roster/rosterMarks'
import { clearParam, type RosterQuery, rosterQueryOf } from '../../lib/roster/rosterQuery'
import { useEarlyValue } from '../islands/useEarlyValue'

type Props = {
  query: RosterQuery
  /** Initials present in the current selection; the others are disabled. */
  letters: readonly string[]
  /** What the height, hair and eye filters offer. */
  choices: RosterChoices
  /** How many talents the filters leave (shown on the closed "Filter" toggle), null while unknown. */
  found: number | null
  /** Once the island is awake, a select applies at once: the "Apply" button goes. */
  hydrated: boolean
  /** A filter chosen once the island is awake (the form's submission, which the island takes over). */
  onChoose: (query: RosterQuery) => void
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
}

/**
 * A labelled native select whose first choice, "any", clears the filter. A choice made before the island
 * woke, or while React hydrated it, applies once it is awake (useEarlyValue).
 */
function FilterSelect({ field, label, value, options, disabled }: FilterSelectProps) {
  const t = useT()
  const element = useRef<HTMLSelectElement>(null)
  const apply = () => element.current?.form?.requestSubmit()
  useEarlyValue(element, String(value ?? ''), apply)
  return (
    <label className="roster-filters__field">
      <span>{label}</span>
      {/* Part of the roster's form: sent with its "Apply" button without script; applied at once with it. */}
      <select
        ref={element}
        name={field}
        value={value ?? ''}
        onChange={apply}
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
 * The roster's filters as one GET form on the roster's own address, so they work as HTML before (and
 * without) any script: the A–Z letters and gender (women / men) are submit buttons with a name and value,
 * the active one's value empty so that pressing it again clears it; height (from / to, in cm with feet and
 * inches), hair and eye colour are native selects sent with an "Apply" button; hidden fields carry the
 * search and the filters set so far (the button pressed comes after them, and the last value of a name wins:
 * lib/roster/rosterQuery). The Worker answers the address (functions/rosterPage.ts). Once the island is
 * awake it takes the submission over (`onChoose`: no page load), a select applies as soon as it changes,
 * and "Apply" goes. On a phone everything but the letters folds into one "Filter" disclosure, whose
 * summary tells how many filters are on and how many talents they leave.
 */
export function RosterFilters({ query, letters, choices, found, hydrated, onChoose }: Props) {
  const t = useT()
  const locale = useLocale()
  const present = new Set(letters)
  const heights = heightOptions(choices.heights, query.minHeight, query.maxHeight)
  const on = filtersOn(query)
  const heightLabel = (n: number) =>
    t('roster.heightOption', { cm: n.toLocaleString(locale), imperial: feetInches(n) })
  const kept = (field: 'q' | 'gender' | 'letter') => {
    const value = keptValue(query, field)
    return (
      <input
        type="hidden"
        name={field}
        value={value}
        disabled={value === ''}
        {...{ [rosterMarks.kept]: field }}
      />
    )
  }
  return (
    <form
      className="roster-filters"
      method="get"
      {...{ [rosterMarks.filters]: '' }}
      onSubmit={(e) => {
        e.preventDefault()
        const data = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter)
        onChoose(rosterQueryOf(new URLSearchParams(data as unknown as Record<string, string>)))
      }}
    >
      {kept('q')}
      {kept('gender')}
      {kept('letter')}
      <fieldset className="roster-filters__letters">
        <legend className="visually-hidden">{t('roster.letterFilter')}</legend>
        {alphabet.map((l) => (
          <button
            key={l}
            type="submit"
            name="letter"
            value={query.letter === l ? '' : l}
            className="roster-filters__letter"
            aria-pressed={query.letter === l}
            aria-label={t('roster.letter', { letter: l })}
            disabled={letterOff(l, present, query.letter)}
            {...{ [rosterMarks.letter]: l }}
          >
            {l}
          </button>
        ))}
      </fieldset>
      {/* One "Filter" control on a phone (a native disclosure: works before any script); always open from
          1024 px (Roster.css). */}
      <details className="roster-filters__more">
        <summary className="roster-filters__toggle">
          <span>{t('roster.filters')}</span>
          <span className="roster-filters__on" {...{ [rosterMarks.on]: '' }}>
            {filtersOnLabel(t, on)}
          </span>
          <span className="roster-filters__found" {...{ [rosterMarks.found]: '' }}>
            {found === null ? '' : rosterCount(t, found)}
          </span>
        </summary>
        <div className="roster-filters__sheet">
          <fieldset className="roster-filters__genders">
            <legend className="visually-hidden">{t('roster.genderFilter')}</legend>
            {(['woman', 'man'] as const).map((g) => (
              <button
                key={g}
                type="submit"
                name="gender"
                value={query.gender === g ? '' : g}
                className="roster-filters__gender"
                aria-pressed={query.gender === g}
                {...{ [rosterMarks.gender]: g }}
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
            />
            <FilterSelect
              field="maxHeight"
              label={t('roster.heightMax')}
              value={query.maxHeight}
              options={heights.map((n) => ({ key: String(n), label: heightLabel(n) }))}
              disabled={(key) => query.minHeight !== null && Number(key) < query.minHeight}
            />
            <FilterSelect
              field="hair"
              label={t('roster.hair')}
              value={query.hair}
              options={colourOptions(choices.hair, query.hair)}
            />
            <FilterSelect
              field="eyes"
              label={t('roster.eyes')}
              value={query.eyes}
              options={colourOptions(choices.eyes, query.eyes)}
            />
            <div className="roster-filters__actions">
              {/* Sends the selects without script; once awake a select applies as it changes. */}
              <button type="submit" className="roster-filters__apply" hidden={hydrated}>
                {t('roster.apply')}
              </button>
              {/* Always there and focusable (aria-disabled, not disabled): pressed, it keeps the focus. */}
              <button
                type="submit"
                name={clearParam}
                value="1"
                className="roster-filters__reset"
                aria-disabled={on === 0}
                {...{ [rosterMarks.reset]: '' }}
              >
                {t('roster.clearFilters')}
              </button>
            </div>
          </div>
        </div>
      </details>
    </form>
  )
}
