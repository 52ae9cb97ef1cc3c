import { useCallback, useEffect, useState } from 'react'
import { locales } from '../../lib/i18n/locales'
import { useT } from '../../lib/i18n/useT'
import { urlFor } from '../../lib/routes'
import { shellProfileRoute } from '../../lib/routes/profileShell'
import type { Profile } from '../../lib/schemas/snapshot'
import { site } from '../../lib/site'
import { displayName } from '../../lib/text/displayName'
import { Link } from '../Link'
import { fetchLiveProfile } from './fetchLiveProfile'
import { ProfileView } from './ProfileView'

type State =
  | { status: 'loading' }
  | { status: 'ready'; profile: Profile; stale: boolean }
  | { status: 'failed' }

/**
 * The profile of a talent newer than the build. The Worker serves this prerendered page at the talent's
 * real URL; the island wakes at load, reads the id from the address bar and loads the profile live. The
 * prerendered HTML (and the hydration render) is the loading state, so hydration always matches.
 */
export function ProfileShell({ whatsapp = null }: { whatsapp?: string | null }) {
  const t = useT()
  const [state, setState] = useState<State>({ status: 'loading' })
  const load = useCallback(() => {
    const route = shellProfileRoute(location.pathname)
    if (!route) {
      setState({ status: 'failed' })
      return
    }
    setState({ status: 'loading' })
    fetchLiveProfile(route.id)
      .then(({ profile, stale }) => setState({ status: 'ready', profile, stale }))
      .catch((error: unknown) => {
        console.error('profile: could not load the live profile', error)
        setState({ status: 'failed' })
      })
  }, [])
  useEffect(() => load(), [load])

  const name = state.status === 'ready' ? displayName(state.profile.name) : null
  // The page's head and language switch were built for no talent in particular: they follow the one loaded.
  useEffect(() => {
    const route = shellProfileRoute(location.pathname)
    if (!route) return
    for (const l of locales) {
      const link = document.querySelector<HTMLAnchorElement>(`a[data-switch-to="${l}"]`)
      if (link) link.href = urlFor(route, l)
    }
    if (name)
      document.title = t('seo.title', { section: t('seo.sections.profile', { name }), site: site.name })
  }, [name, t])
  return (
    <>
      {state.status === 'ready' ? (
        <ProfileView profile={state.profile} stale={state.stale} compCard={false} whatsapp={whatsapp} />
      ) : (
        <div className="page profile-status" role="status">
          {state.status === 'loading' ? (
            t('common.loading')
          ) : (
            <>
              <p>{t('profile.loadError')}</p>
              <p>
                <button type="button" className="profile-status__retry" onClick={load}>
                  {t('profile.retry')}
                </button>{' '}
                <Link to={{ screen: 'roster', category: null }}>{t('common.nav.models')}</Link>
              </p>
            </>
          )}
        </div>
      )}
    </>
  )
}
