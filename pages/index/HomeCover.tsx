import { preload } from 'react-dom'
import { Link } from '../../components/Link'
import { usePageInfo } from '../../lib/i18n/pageInfo'
import { useT } from '../../lib/i18n/useT'
import { imageAttrs } from '../../lib/media/imageAttrs'
import type { Category } from '../../lib/schemas/snapshot'
import { media, site } from '../../lib/site'
import type { HomeLead } from './homeLead'

export type Board = { category: Category; cover: string | null }

/**
 * A picture source no network request answers: where the lead is not shown (below the desktop width) the
 * `<picture>` picks it, so a phone never downloads the desktop slide (an `<img>` under `display: none`
 * still would).
 */
export const blankSource = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * The home's first screen. The talent leads: the agency's name set as a magazine's masthead over its
 * boards' faces; on a phone the first board's face fills the first screen, the other two side by side under
 * it (Home.css). On a desktop, when the account has an image home slide, that campaign picture leads across
 * the whole width under the masthead and the boards follow (docs/decisions/0058).
 */
export function HomeCover({ lead, boards }: { lead: HomeLead | null; boards: readonly Board[] }) {
  const t = useT()
  const { locale } = usePageInfo()
  return (
    <div className={lead ? 'home-cover home-cover--lead' : 'home-cover'}>
      <h1 className="home-masthead">{site.name}</h1>
      {lead && (
        <picture className="home-lead" data-testid="home-lead">
          <source media={media.belowDesktop} srcSet={blankSource} />
          <img
            {...imageAttrs(lead.src, '100vw')}
            alt={lead.alt}
            // The CMS's descriptions are written in the account's language, Portuguese.
            lang={lead.alt && locale !== 'pt' ? 'pt' : undefined}
            fetchPriority="high"
          />
        </picture>
      )}
      <nav className="home-boards" aria-label={t('common.nav.models')}>
        {boards.map(({ category, cover }, i) => (
          <Link key={category} to={{ screen: 'roster', category }} className="home-board">
            <span className="home-board-image">
              {cover && <BoardCover cover={cover} first={i === 0} afterLead={lead !== null} />}
            </span>
            <span className="home-board-name">{t(`common.categories.${category}`)}</span>
          </Link>
        ))}
      </nav>
    </div>
  )
}

function BoardCover({ cover, first, afterLead }: { cover: string; first: boolean; afterLead: boolean }) {
  // Three boards across the page from 650 px; below, the first across it and two halves.
  const attrs = imageAttrs(cover, `${media.wide} 34vw, ${first ? '100vw' : '50vw'}`)
  const img = (priority: 'high' | 'auto') => (
    <img
      className="colour-in-view"
      {...attrs}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={priority}
    />
  )
  if (!first) return img('auto')
  if (!afterLead) return img('high')
  // After a lead the first face is the largest picture of a phone's first screen only: its high-priority
  // preload is for the widths without the lead, and the `<picture>` keeps React from adding one for every
  // width (React preloads an eager image, except inside a picture).
  preload(attrs.src, {
    as: 'image',
    fetchPriority: 'high',
    media: media.belowDesktop,
    ...(attrs.srcSet ? { imageSrcSet: attrs.srcSet, imageSizes: attrs.sizes } : {}),
  })
  return <picture className="home-board-picture">{img('auto')}</picture>
}
