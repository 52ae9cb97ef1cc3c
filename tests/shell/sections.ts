import type { Locale } from '../fixtures'

/**
 * Every section of the site, by its link's path, as the menu lists them: the three boards, the roster,
 * news, about, contact, be-a-model, favorites (tests/shell/beforeScript.spec.ts, tests/webkit).
 */
export const sections: Record<Locale, readonly string[]> = {
  pt: [
    '/modelos/image',
    '/modelos/mainboard',
    '/modelos/development',
    '/modelos',
    '/noticias',
    '/sobre',
    '/contato',
    '/seja-um-modelo',
    '/favoritos',
  ],
  en: [
    '/en/models/image',
    '/en/models/mainboard',
    '/en/models/development',
    '/en/models',
    '/en/news',
    '/en/about',
    '/en/contact',
    '/en/be-a-model',
    '/en/favorites',
  ],
}
