import { useEffect, useState } from 'react'
import { useT } from '../../lib/i18n/useT'
import { site } from '../../lib/site'
import './Footer.css'

const buildYear = __BUILD_YEAR__

export function Footer() {
  const t = useT()
  // The prerendered HTML carries the build year; after hydration the visitor's clock has the last word
  // (a page built in December still says the right year in January, without a hydration mismatch).
  const [year, setYear] = useState(buildYear)
  useEffect(() => setYear(new Date().getFullYear()), [])
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
