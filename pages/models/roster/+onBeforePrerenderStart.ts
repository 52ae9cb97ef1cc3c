// https://vike.dev/onBeforePrerenderStart
import { categoryOrder } from '../../../lib/categories'
import { locales } from '../../../lib/i18n/locales'
import { urlFor } from '../../../lib/routes'

export function onBeforePrerenderStart() {
  return locales.flatMap((locale) =>
    [null, ...categoryOrder].map((category) => urlFor({ screen: 'roster', category }, locale)),
  )
}
