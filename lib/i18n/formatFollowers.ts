import { htmlLang, type Locale } from './locales'

/** Which of `profile.followers`' forms a count takes in a language (pt: 0 and 1 are `one`, en: 1). */
export function followersForm(count: number, locale: Locale): 'one' | 'other' {
  return new Intl.PluralRules(htmlLang[locale]).select(count) === 'one' ? 'one' : 'other'
}

/**
 * A follower count rounded and written the way the language writes large numbers, its space a no-break
 * one (Node's ICU and every browser's then agree, so a prerendered count hydrates as it was built).
 * Example: `formatFollowers(12_345, 'pt')` → '12,3 mil'; `formatFollowers(12_345, 'en')` → '12.3K'.
 */
export function formatFollowers(count: number, locale: Locale): string {
  return new Intl.NumberFormat(htmlLang[locale], { notation: 'compact', maximumFractionDigits: 1 })
    .format(count)
    .replace(/\s/g, '\u00a0')
}
