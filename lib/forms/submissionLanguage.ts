import { defaultLocale, isLocale, type Locale } from '../i18n/locales'

/** The field the browser forms add: the language of the page the visitor sent the form from. */
export const languageField = 'lang'

/**
 * The language a submission is delivered in (the panel API's `POST /api/{kind}/{lang}`): the form's
 * `lang` field when it names an offered language, else the language of the page in the Referer (`/en/…`
 * is English), else Portuguese. Example: `submissionLanguage(undefined, 'https://site/en/contact')` → 'en'.
 */
export function submissionLanguage(value: unknown, referer: string | undefined): Locale {
  if (typeof value === 'string' && isLocale(value.trim())) return value.trim() as Locale
  if (referer) {
    try {
      const first = new URL(referer).pathname.split('/')[1] ?? ''
      if (isLocale(first)) return first
    } catch {}
  }
  return defaultLocale
}
