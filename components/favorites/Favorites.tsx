import { useEffect, useId, useState } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import { idsParam, parseIds, sharedQuery } from '../../lib/favorites/sharedRequest'
import { useLocale, useT } from '../../lib/i18n/useT'
import { urlFor } from '../../lib/routes'
import { site } from '../../lib/site'
import { addFavorite, type FavoriteTalent, favorites, removeFavorite } from '../../lib/state/favorites'
import { favoriteList } from '../../lib/state/favoriteTalent'
import { CompCardAction } from '../compCard/CompCardAction'
import { Link } from '../Link'
import '../roster/Roster.css'
import { FavoriteCard } from './FavoriteCard'
import { localizedPath } from './localizedPath'
import './Favorites.css'
import { RequestForm } from './RequestForm'
import { useFavorites } from './useFavorites'
import { useSharedTalents } from './useSharedTalents'

/**
 * The favorites page: the visitor's own list (removable, shareable by a link) and, when opened from a
 * shared link (`?ids=1,2,3`), those talents with an offer to add them to the visitor's own list.
 * Everything here depends on the browser (localStorage, the query), so the prerendered HTML shows the title
 * and either a loading line or the empty state, by the head's mark of a visitor who has kept any; the
 * island wakes at load only for that visitor or a shared link (pages/favorites). A shared link also works
 * with no script: the HTML holds the request form, hidden, which the Worker shows with the link's cards and
 * selection; the island, marked as rewritten, then renders afresh from the talents the Worker found
 * (`shared`), with the visitor's own list.
 */
export function Favorites({
  shared: found,
  whatsapp = null,
}: {
  shared?: FavoriteTalent[]
  /** The agency's WhatsApp number (the page's): the request's WhatsApp link. */
  whatsapp?: string | null
}) {
  const t = useT()
  const locale = useLocale()
  const hydrated = useHydrated()
  const { items, restored } = useFavorites()
  const mine = favoriteList(items)
  const sharedIds = hydrated ? parseIds(new URLSearchParams(location.search).get(idsParam)) : []
  const shared = useSharedTalents(sharedIds, found)
  const [added, setAdded] = useState(false)
  const mineHeading = useId()
  const sharedHeading = useId()

  const addAll = () => {
    for (const talent of shared.talents)
      if (!Object.hasOwn(favorites.items, String(talent.id))) addFavorite(talent)
    setAdded(true)
  }
  // What a request asks for: the shared link's talents, then the visitor's own, each once.
  const selection = [...(shared.status === 'ready' ? shared.talents : []), ...(restored ? mine : [])].filter(
    (talent, index, all) => all.findIndex((other) => other.id === talent.id) === index,
  )
  const allKept = shared.talents.length > 0 && shared.talents.every((s) => Object.hasOwn(items, String(s.id)))

  return (
    <div className="page favorites">
      <h1 className="page-title">{t('favorites.title')}</h1>

      {/* In the HTML only (gone once the island runs): the request of a shared link with no script, hidden
          until the Worker answers `?ids=…` with its cards and selection (functions/favoritesPage.ts). */}
      {!hydrated && <RequestForm talents={[]} plain whatsapp={whatsapp} />}

      {sharedIds.length > 0 && (
        <section className="favorites__section" aria-labelledby={sharedHeading}>
          <h2 id={sharedHeading} className="favorites__heading">
            {t('favorites.shared')}
          </h2>
          <p className="favorites__intro">{t('favorites.sharedIntro')}</p>
          {shared.status !== 'ready' ? (
            <p className="roster__loading">{t('common.loading')}</p>
          ) : shared.talents.length === 0 ? (
            <p className="roster__empty">{t('roster.empty')}</p>
          ) : (
            <>
              <ul className="roster__grid">
                {shared.talents.map((talent) => (
                  <li key={talent.id} className="roster__item">
                    <FavoriteCard talent={talent} />
                  </li>
                ))}
              </ul>
              {shared.missing > 0 && (
                <p className="favorites__note">{t('favorites.missing', { count: shared.missing })}</p>
              )}
              <div className="favorites__actions">
                <button type="button" className="favorites__button" onClick={addAll} disabled={allKept}>
                  {t('favorites.addAll')}
                </button>
                <p role="status" className="favorites__note">
                  {added ? t('favorites.added') : ''}
                </p>
              </div>
            </>
          )}
        </section>
      )}

      <section className="favorites__section" aria-labelledby={mineHeading}>
        <h2 id={mineHeading} className={sharedIds.length > 0 ? 'favorites__heading' : 'visually-hidden'}>
          {t('favorites.mine')}
        </h2>
        {!restored ? (
          // Before the list is read (the prerendered HTML): both, and the head's mark of a visitor who has
          // kept any (renderer/themeScript) shows one from the first paint, so the empty state a first-time
          // visitor sees is final, with no script.
          <>
            <p className="roster__loading favorites__if-kept">{t('common.loading')}</p>
            <Empty className="favorites__if-none" />
          </>
        ) : mine.length === 0 ? (
          <Empty />
        ) : (
          <>
            <ul className="roster__grid">
              {mine.map((talent) => (
                <li key={talent.id} className="roster__item">
                  <FavoriteCard talent={talent} onRemove={removeFavorite} />
                </li>
              ))}
            </ul>
            <ShareLink ids={mine.map((f) => f.id)} path={urlFor({ screen: 'favorites' }, locale)} />
            <div className="favorites__comp-cards">
              <CompCardAction
                paths={mine.map((f) => localizedPath(f.path, locale))}
                title={t('seo.title', { section: t('compCard.selectionTitle'), site: site.name })}
                label={t('compCard.selectionAction')}
              />
            </div>
          </>
        )}
      </section>

      {selection.length > 0 && <RequestForm talents={selection} whatsapp={whatsapp} />}
    </div>
  )
}

/** No favorites kept: what to do about it. */
function Empty({ className }: { className?: string }) {
  const t = useT()
  return (
    <div className={className ? `favorites__empty ${className}` : 'favorites__empty'}>
      <p>{t('favorites.empty')}</p>
      <Link to={{ screen: 'roster', category: null }} className="favorites__button">
        {t('favorites.browse')}
      </Link>
    </div>
  )
}

/** The link that opens this selection on another browser, with a copy button. */
function ShareLink({ ids, path }: { ids: number[]; path: string }) {
  const t = useT()
  const inputId = useId()
  const [origin, setOrigin] = useState('')
  const [copied, setCopied] = useState(false)
  useEffect(() => setOrigin(location.origin), [])
  const link = `${origin}${path}${sharedQuery(ids)}`
  // A new selection makes "copied" stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the link changes.
  useEffect(() => setCopied(false), [link])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      // No clipboard permission: select the text so the visitor can copy it.
      const input = document.getElementById(inputId) as HTMLInputElement | null
      input?.select()
    }
  }
  return (
    <div className="favorites__share">
      <h3 className="favorites__heading">{t('favorites.share')}</h3>
      <label htmlFor={inputId} className="visually-hidden">
        {t('favorites.shareLink')}
      </label>
      <div className="favorites__share-row">
        <input
          id={inputId}
          className="favorites__share-input"
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="favorites__button" onClick={copy}>
          {t('favorites.copy')}
        </button>
      </div>
      <p role="status" className="favorites__note">
        {copied ? t('favorites.copied') : ''}
      </p>
    </div>
  )
}
