import { createContext, useContext } from 'react'
import type { Route } from '../routes/route'
import type { Locale } from './locales'

/**
 * What a component may know of the page it is on: its language and its route (null on the error page and
 * the profile shell). The layout provides it while prerendering (from Vike's pageContext); an island
 * provides the same value in the browser (serialized beside its props: components/islands), so a component
 * reads one context wherever it renders, and never Vike's pageContext, which the browser does not have.
 */
export type PageInfo = { locale: Locale; route: Route | null }

export const PageInfoContext = createContext<PageInfo>({ locale: 'pt', route: null })

/** The page's language and route (see PageInfo). */
export function usePageInfo(): PageInfo {
  return useContext(PageInfoContext)
}
