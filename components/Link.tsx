import type { AnchorHTMLAttributes } from 'react'
import type { Locale } from '../lib/i18n/locales'
import { usePageInfo } from '../lib/i18n/pageInfo'
import { useLocale } from '../lib/i18n/useT'
import { logicalPath, type Route, urlFor } from '../lib/routes'

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

/**
 * An internal link: the whole path is translated through the route table, so pages never spell URLs.
 * The link to the current page gets `aria-current="page"`.
 */
export function Link({ to, locale, query, ...props }: LinkProps) {
  const href = useHref(to, locale)
  const { route } = usePageInfo()
  const current = !locale && route !== null && logicalPath(route) === logicalPath(to)
  return (
    <a
      aria-current={current ? 'page' : undefined}
      {...props}
      href={`${href}${query ?? ''}`}
      hrefLang={locale}
    />
  )
}
