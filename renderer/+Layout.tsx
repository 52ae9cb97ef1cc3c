// https://vike.dev/Layout
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Footer } from '../components/shell/Footer'
import { Header } from '../components/shell/Header'
import { ProgressBar } from '../components/shell/ProgressBar'
import { PageInfoContext } from '../lib/i18n/pageInfo'
import { createTranslator } from '../lib/i18n/translator'
import './theme.css'

/**
 * The page as HTML: React renders it at build time and the browser never hydrates it as a whole. The
 * header, footer and page content are plain HTML that works from the first paint (components/islands/
 * shell.ts adds the few behaviours the header needs); what must respond with React is an island inside
 * (components/islands). The page's language and route reach every component, and every island, through
 * PageInfoContext.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { route, locale } = usePageContext()
  const t = createTranslator(locale)
  return (
    <PageInfoContext value={{ locale, route }}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <ProgressBar />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </PageInfoContext>
  )
}
