import { useT } from '../../lib/i18n/useT'
import { menuLinks } from '../../lib/routes'
import { site } from '../../lib/site'
import { Link } from '../Link'
import { useSocial } from './useSocial'
import './Footer.css'

const buildYear = __BUILD_YEAR__
/** Stands for the year in the copyright line while it is split around the year's element. */
const yearMark = '\u0000'

/** The agency's Instagram: the CMS's link when it has one, else the site's own (lib/site). */
function useInstagram(): string {
  return useSocial().instagram ?? site.instagram
}

/** The Instagram handle shown for a profile URL (`https://www.instagram.com/name/` → `@name`). */
function handleOf(url: string): string {
  const name = new URL(url).pathname.split('/').find((part) => part !== '')
  return name ? `@${name}` : url
}

export function Footer() {
  const t = useT()
  const instagram = useInstagram()
  const { address } = site
  // The prerendered HTML carries the build year; the page's first script puts the visitor's year in
  // `data-year` (a page built in December still says the right year in January).
  const [before, after] = t('common.copyright', { year: yearMark, name: site.name }).split(yearMark)
  return (
    <footer className="footer">
      {/* Every section a link away on every page, with or without the menu's script. */}
      <nav className="footer-nav caps" aria-label={t('common.nav.footer')}>
        <ul>
          {menuLinks.map(({ route, label }) => (
            <li key={route.screen}>
              <Link to={route}>{t(label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <address className="footer-office">
        <p className="footer-name caps">{site.name}</p>
        <p>
          {address.street} · {address.district}
          <br />
          {address.city} – {address.region} · {address.postalCode}
        </p>
        <ul className="footer-contacts">
          <li>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </li>
          <li>
            <a href={site.phoneHref}>{site.phone}</a>
          </li>
          <li>
            <a href={instagram} rel="noopener" target="_blank">
              Instagram <span aria-hidden="true">{handleOf(instagram)}</span>
            </a>
          </li>
        </ul>
      </address>
      <div className="footer-fine">
        <p>
          {before}
          <span data-year="">{buildYear}</span>
          {after}
        </p>
        <p className="footer-powered">
          {t('common.poweredBy')}{' '}
          <a href={site.poweredBy.href} rel="noopener" target="_blank">
            {site.poweredBy.label}
          </a>
        </p>
      </div>
    </footer>
  )
}
