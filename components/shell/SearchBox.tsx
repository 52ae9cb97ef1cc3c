import { useId } from 'react'
import { useT } from '../../lib/i18n/useT'
import { rosterMarks } from '../../lib/roster/rosterMarks'
import { useHref } from '../Link'
import { SearchIcon } from './icons'
import './SearchBox.css'

/**
 * Search by model name: Enter or the magnifier opens the roster filtered by the text, kept in the URL as
 * `?q=` (the roster reads it). A plain GET form: it works with no JavaScript at all. On the roster the
 * page's first script shows the current search in it (components/islands/shell.ts).
 */
export function SearchBox() {
  const t = useT()
  const id = useId()
  const rosterHref = useHref({ screen: 'roster', category: null })
  return (
    <search>
      <form className="search-box" action={rosterHref} method="get">
        <label htmlFor={id} className="visually-hidden">
          {t('common.search.label')}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('common.search.placeholder')}
          {...{ [rosterMarks.search]: '' }}
        />
        <button type="submit" className="icon-button" aria-label={t('common.search.submit')}>
          <SearchIcon size={18} />
        </button>
      </form>
    </search>
  )
}
