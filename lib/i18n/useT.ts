import type { Route } from '../routes'
import type { Locale } from './locales'
import { usePageInfo } from './pageInfo'
import { createTranslator, type Translator } from './translator'

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's language, from its URL (set by renderer/+onBeforeRoute). */
      locale: Locale
      /** The screen and its parameters; null on the error page. */
      route: Route | null
    }
  }
}

/** The page's language (from its URL). */
export function useLocale(): Locale {
  return usePageInfo().locale
}

/** The translator of the page's language: `const t = useT(); t('news.title')`. */
export function useT(): Translator {
  return createTranslator(useLocale())
}
