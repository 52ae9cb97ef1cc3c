// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { Alternates } from '../../components/shell/alternates'
import { locales } from '../../lib/i18n/locales'
import { withImageAttrs } from '../../lib/media/htmlImages'
import { urlFor } from '../../lib/routes'
import { snapshot } from '../../lib/snapshot/readSnapshot.server'

/** The text column: 680 px less its gutters (Post.css). */
const contentSizes = '(min-width: 680px) 640px, calc(100vw - 40px)'

export function data(pageContext: PageContextServer) {
  const { locale, route } = pageContext
  if (route?.screen !== 'post') throw render(404)
  const s = snapshot()
  const post = s.posts(locale).find((p) => p.slug === route.slug)
  if (!post) throw render(404)
  // The same post in the other language, when the CMS links one that exists (the language switch and
  // hreflang use it; without it the switch goes to that language's news list).
  const alternates: Alternates = { [locale]: urlFor({ screen: 'post', slug: post.slug }, locale) }
  for (const other of locales) {
    if (other === locale || !post.translationSlug) continue
    if (s.posts(other).some((p) => p.slug === post.translationSlug)) {
      alternates[other] = urlFor({ screen: 'post', slug: post.translationSlug }, other)
    }
  }
  return {
    alternates,
    post: {
      title: post.title,
      description: post.description,
      // The body's images get their variants, sizes and dimensions here, once per build, not at each
      // render in the browser.
      content: withImageAttrs(post.content, contentSizes),
      cover: post.cover,
      slides: post.slides,
      publishedAt: post.publishedAt,
    },
  }
}

export type Data = ReturnType<typeof data>
