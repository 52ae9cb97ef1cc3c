// https://vike.dev/Layout
import { type ReactNode, Suspense, useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Footer } from '../components/shell/Footer'
import { Header } from '../components/shell/Header'
import { ProgressBar } from '../components/shell/ProgressBar'
import { useT } from '../lib/i18n/useT'
import { isPrintRoute } from '../lib/routes'
import { markRendered } from './renderedUrl'
import './theme.css'

/**
 * The page's content and the footer are Suspense boundaries of their own: React hydrates the header
 * first and commits it, then each boundary in later tasks (at once the one the visitor clicks or types
 * in). Nothing inside reads state that changes after hydration on its hydration render: such state goes
 * through React's store hook with a server snapshot (useHydrated, useTheme, useFavorites) or is set in
 * effects.
 */
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
        <Suspense>
          {children}
          <RenderedMark />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </>
  )
}

/** Stamps `<html data-rendered-url>` once the page's content is hydrated, and after each navigation. */
function RenderedMark() {
  const { urlOriginal } = usePageContext()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each page rendered.
  useEffect(() => markRendered(), [urlOriginal])
  return null
}
