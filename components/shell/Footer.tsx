import { useT } from '../../lib/i18n/useT'
import { menuLinks } from '../../lib/routes'
import { site } from '../../lib/site'
import { Link } from '../Link'
import './Footer.css'

const buildYear = __BUILD_YEAR__
/** Stands for the year in the copyright line while it is split around the year's element. */
const yearMark = '\u0000'

export function Footer() {
  const t = useT()
  // The prerendered HTML carries the build year; the page's first script puts the visitor's year in
  // `data-year` (a page built in December still says the right year in January).
  const [before, after] = t('common.copyright', { year: yearMark, name: site.name }).split(yearMark)
  return (
    <footer className="footer caps">
      {/* Every section a link away on every page, with or without the menu's script. */}
      <nav className="footer-nav" aria-label={t('common.nav.footer')}>
        <ul>
          {menuLinks.map(({ route, label }) => (
            <li key={route.screen}>
              <Link to={route}>{t(label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        {before}
        <span data-year="">{buildYear}</span>
        {after}
      </p>
      <p>
        {t('common.poweredBy')}{' '}
        <a href={site.poweredBy.href} rel="noopener" target="_blank">
          {site.poweredBy.label}
        </a>
      </p>
    </footer>
  )
}
