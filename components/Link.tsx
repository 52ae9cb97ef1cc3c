import type { AnchorHTMLAttributes } from 'react'
import type { Locale } from '../lib/i18n/locales'
import { useLocale } from '../lib/i18n/useT'
import { type Route, urlFor } from '../lib/routes'

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: Route
  /** Another language than the page's (the language switch). */
  locale?: Locale
  /** Appended as is, e.g. `?q=ana`. */
  query?: string
}

/** The canonical URL of a route in the page's language (or `locale`). */
export function useHref(route: Route, locale?: Locale): string {
  const current = useLocale()
  return urlFor(route, locale ?? current)
}

/** An internal link: the whole path is translated through the route table, so pages never spell URLs. */
export function Link({ to, locale, query, ...props }: LinkProps) {
  const href = useHref(to, locale)
  return <a {...props} href={`${href}${query ?? ''}`} hrefLang={locale} />
}
