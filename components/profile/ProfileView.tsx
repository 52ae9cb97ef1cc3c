import { sharedQuery } from '../../lib/favorites/sharedRequest'
import { followersForm, formatFollowers } from '../../lib/i18n/formatFollowers'
import { useLocale, useT } from '../../lib/i18n/useT'
import { profileMarks } from '../../lib/profile/profileMarks'
import { urlFor } from '../../lib/routes'
import { compCardId, talentPath, talentRoute } from '../../lib/routes/talentRoute'
import type { Profile } from '../../lib/schemas/snapshot'
import { site } from '../../lib/site'
import { displayName } from '../../lib/text/displayName'
import { nameFit } from '../../lib/text/nameFit'
import { CompCardAction } from '../compCard/CompCardAction'
import { FavoriteButton } from '../favorites/FavoriteButton'
import { absoluteUrl } from '../shell/absoluteUrl'
import { BackButton } from '../shell/BackButton'
import { WhatsAppLink } from '../shell/WhatsAppLink'
import { Book } from './Book'
import { Measurements } from './Measurements'
import { MeasurementsLine } from './MeasurementsLine'
import './Profile.css'

/**
 * A talent's profile: back (to its roster), name, favorite, the first measurements, Instagram (with its
 * followers, rounded, when the sync or the live read could count them), then the
 * book first (with the digitals, composites and videos as its other galleries: Book), the measurements and
 * the comp card action. `stale`: the agency's system did not answer in time, so this is the
 * snapshot's or the last good data (`data-live="stale"`, for scripts and tests; nothing changes for the
 * visitor). The comp card action prints the card the page holds outside this view (pages/models/profile);
 * `compCard: false` for a talent newer than the build (the profile shell), whose page holds none.
 * `whatsapp`: the agency's number, for "Ask about <name>" on WhatsApp with the profile's address.
 */
export function ProfileView({
  profile,
  stale = false,
  compCard = true,
  whatsapp = null,
}: {
  profile: Profile
  stale?: boolean
  compCard?: boolean
  whatsapp?: string | null
}) {
  const t = useT()
  const locale = useLocale()
  const name = displayName(profile.name)
  const route = talentRoute(profile)
  const favorite = { id: profile.id, name, cover: profile.cover, path: urlFor(route, 'pt') }
  const category = route.screen === 'profile' ? route.category : null
  return (
    <article
      className="profile page"
      {...{ [profileMarks.profile]: '', [profileMarks.live]: stale ? 'stale' : undefined }}
    >
      <div className="profile__bar">
        <BackButton
          to={{ screen: 'roster', category }}
          lists={category ? [{ screen: 'roster', category: null }] : []}
          className="profile-back"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          <span>{t('profile.back')}</span>
        </BackButton>
      </div>
      <div className="profile__layout">
        <header className="profile__head">
          <h1 className="profile__name" data-fit={nameFit(name)} {...{ [profileMarks.name]: '' }}>
            {name}
          </h1>
          <FavoriteButton talent={favorite} className="profile__favorite" />
          {profile.instagram && (
            <p className="profile__social">
              <a
                className="profile__instagram"
                href={profile.instagram}
                aria-label={t('common.instagramOf', { name })}
                rel="noopener noreferrer"
                target="_blank"
              >
                {t('profile.instagram')}
              </a>
              {profile.followers !== undefined && (
                <span className="profile__followers">
                  {t(`profile.followers.${followersForm(profile.followers, locale)}`, {
                    count: formatFollowers(profile.followers, locale),
                  })}
                </span>
              )}
            </p>
          )}
          <MeasurementsLine gender={profile.gender} values={profile.measurements} />
        </header>
        <div className="profile__media">
          <Book content={profile} name={name} />
        </div>
        <div className="profile__details">
          <Measurements gender={profile.gender} values={profile.measurements} />
          <div className="profile__actions">
            {compCard && (
              <CompCardAction
                href={`#${compCardId}`}
                title={t('seo.title', { section: t('compCard.title', { name }), site: site.name })}
                label={t('compCard.action')}
              />
            )}
            {/* A request for this talent, with or without script: the favorites page of a link to them
                (functions/favoritesPage.ts answers it with the request form). */}
            <a
              className="button profile__ask"
              href={`${urlFor({ screen: 'favorites' }, locale)}${sharedQuery([profile.id])}`}
            >
              {t('profile.ask')}
            </a>
            {whatsapp && (
              <WhatsAppLink
                className="button profile__whatsapp"
                number={whatsapp}
                text={t('whatsapp.askText', { name, url: absoluteUrl(talentPath(profile, locale)) })}
                label={t('whatsapp.ask', { name })}
              />
            )}
          </div>
        </div>
      </div>
    </article>
  )
}
