// https://vike.dev/onBeforePrerenderStart
import { locales } from '../../lib/i18n/locales'
import { urlFor } from '../../lib/routes'
import { snapshot } from '../../lib/snapshot/readSnapshot.server'

export function onBeforePrerenderStart() {
  return locales.flatMap((locale) =>
    snapshot()
      .posts(locale)
      .map((post) => urlFor({ screen: 'post', slug: post.slug }, locale)),
  )
}
