// https://vike.dev/onBeforePrerenderStart
import { locales } from '../../lib/i18n/locales'
import { urlFor } from '../../lib/routes'

export function onBeforePrerenderStart() {
  return locales.map((locale) => urlFor({ screen: 'beAModel' }, locale))
}
