/** The languages the site is offered in; the first is the default, served without a URL prefix. */
export const locales = ['pt', 'en'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'pt'

/** The `<html lang>` and hreflang value of each locale. */
export const htmlLang: Record<Locale, string> = { pt: 'pt-BR', en: 'en' }

/** Whether a string (a URL prefix, a stored choice) is an offered locale: `isLocale('en')` → true, `'es'` → false. */
export function isLocale(x: string): x is Locale {
  return (locales as readonly string[]).includes(x)
}
