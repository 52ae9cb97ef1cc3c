// https://vike.dev/error-page
import { Component, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Link } from '../../components/Link'
import { Seo } from '../../components/shell/Seo'
import type { Locale } from '../../lib/i18n/locales'
import { useLocale, useT } from '../../lib/i18n/useT'
import { urlFor } from '../../lib/routes'
import './Error.css'

// https://vike.dev/error-page
export default function Page() {
  const locale = useLocale()
  return (
    <ErrorPageBoundary locale={locale}>
      <ErrorContent />
    </ErrorPageBoundary>
  )
}

function ErrorContent() {
  const pageContext = usePageContext()
  const t = useT()
  const { is404, abortStatusCode, abortReason } = pageContext
  const status = is404 ? 404 : typeof abortStatusCode === 'number' ? abortStatusCode : 500
  const message = is404
    ? t('errors.notFound')
    : typeof abortReason === 'string'
      ? abortReason
      : t('errors.generic')

  return (
    // `data-not-found`: the page's first script logs one line per 404, as the spec asks (components/islands/shell.ts).
    <div className="error-page" data-not-found={is404 ? '' : undefined}>
      <Seo title={t(is404 ? 'seo.sections.notFound' : 'seo.sections.error')} description={message} noindex />
      <p className="error-code" aria-hidden="true">
        {String(status)
          .split('')
          .map((digit, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the digits of a number, in order.
            <span key={i}>{digit}</span>
          ))}
      </p>
      <h1 className="error-message">{message}</h1>
      {!is404 && <p className="error-status">{t('errors.status', { status })}</p>}
      <div className="error-actions">
        <button type="button" className="button" data-history-back="">
          {t('errors.return')}
        </button>
        <Link to={{ screen: 'home' }} className="button button--solid">
          {t('errors.home')}
        </Link>
      </div>
    </div>
  )
}

/** The spec's fallback when the error page itself fails to render. */
const failedText: Record<Locale, { message: string; home: string }> = {
  pt: { message: 'Ocorreu um erro ao exibir a página de erro', home: 'INÍCIO' },
  en: { message: 'An error occurred while showing the error page', home: 'HOME' },
}

class ErrorPageBoundary extends Component<{ locale: Locale; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    const { locale } = this.props
    return (
      <div className="error-page">
        <p className="error-message">{failedText[locale].message}</p>
        <a className="button" href={urlFor({ screen: 'home' }, locale)}>
          {failedText[locale].home}
        </a>
      </div>
    )
  }
}
