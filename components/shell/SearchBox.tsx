import { useEffect, useId, useState } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { useT } from '../../lib/i18n/useT'
import { useHref } from '../Link'
import { SearchIcon } from './icons'
import './SearchBox.css'

/**
 * Search by model name: Enter or the magnifier opens the roster filtered by the text, kept in the URL as
 * `?q=` (the roster reads it). A plain GET form, so it works before hydration too.
 */
export function SearchBox({ onSearch }: { onSearch?: () => void }) {
  const t = useT()
  const id = useId()
  const pageContext = usePageContext()
  const rosterHref = useHref({ screen: 'roster', category: null })
  const urlQuery = pageContext.route?.screen === 'roster' ? (pageContext.urlParsed.search.q ?? '') : ''
  const [text, setText] = useState(urlQuery)
  // Follows the URL: back/forward between searches, or leaving the roster, updates the box.
  useEffect(() => setText(urlQuery), [urlQuery])
  return (
    <search>
      <form
        className="search-box"
        action={rosterHref}
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          const q = text.trim()
          onSearch?.()
          void navigate(q ? `${rosterHref}?q=${encodeURIComponent(q)}` : rosterHref)
        }}
      >
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
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="icon-button" aria-label={t('common.search.submit')}>
          <SearchIcon size={18} />
        </button>
      </form>
    </search>
  )
}
