import { useT } from '../../lib/i18n/useT'
import { site } from '../../lib/site'
import './Footer.css'

export function Footer() {
  const t = useT()
  // The build year would go stale in prerendered HTML; the visitor's clock is read after hydration.
  const year = new Date().getFullYear()
  return (
    <footer className="footer caps">
      <p>{t('common.copyright', { year, name: site.name })}</p>
      <p>
        {t('common.poweredBy')}{' '}
        <a href={site.poweredBy.href} rel="noopener" target="_blank">
          {site.poweredBy.label}
        </a>
      </p>
    </footer>
  )
}
