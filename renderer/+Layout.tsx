// https://vike.dev/Layout
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Footer } from '../components/shell/Footer'
import { Header } from '../components/shell/Header'
import { ProgressBar } from '../components/shell/ProgressBar'
import { useT } from '../lib/i18n/useT'
import { isPrintRoute } from '../lib/routes'
import './theme.css'

export function Layout({ children }: { children: ReactNode }) {
  const t = useT()
  const { route } = usePageContext()
  // A print page (the comp card) is the printed sheet alone.
  if (isPrintRoute(route)) return <>{children}</>
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <ProgressBar />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}
