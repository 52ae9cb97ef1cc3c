import { Config } from 'vike-react/Config'
import { Head } from 'vike-react/Head'
import { usePageContext } from 'vike-react/usePageContext'
import { defaultLocale, htmlLang, locales } from '../../lib/i18n/locales'
import { useT } from '../../lib/i18n/useT'
import { intrinsicSize } from '../../lib/media/imageAttrs'
import { site } from '../../lib/site'
import { absoluteUrl } from './absoluteUrl'
import { pageAlternates } from './alternates'

type SeoProps = {
  /** The section name; the document title becomes "{title} | {product}". */
  title: string
  description: string
  /** Absolute or root-relative image for Open Graph; the site's default image otherwise. */
  image?: string | null | undefined
  /** What the image shows (og:image:alt), when the page knows. */
  imageAlt?: string | undefined
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd?: object | object[] | undefined
  /** Keep the page out of search results (error pages). */
  noindex?: boolean
}

export { absoluteUrl }

/** The site's own link preview (public/og-image.jpg), for pages without a picture of their own. */
const siteImage = { src: '/og-image.jpg', width: 1200, height: 630 }

/** One JSON-LD block; `<` is escaped so the content can never close the element. */
function JsonLd({ value }: { value: object }) {
  const json = JSON.stringify(value).replace(/</g, '\\u003c')
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own data, not markup.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

/**
 * Title, description, canonical, hreflang alternates, Open Graph and JSON-LD of a page. Every page renders
 * it once. Head tags are written into the prerendered HTML (what crawlers read); every link is a page load.
 */
export function Seo({ title, description, image, imageAlt, jsonLd, noindex = false }: SeoProps) {
  const pageContext = usePageContext()
  const t = useT()
  const { locale, route } = pageContext
  const fullTitle = t('seo.title', { section: title, site: site.name })
  const alternates = pageAlternates(route, pageContext.data)
  const canonical = alternates[locale]
  const xDefault = alternates[defaultLocale]
  const ogImage = absoluteUrl(image ?? siteImage.src)
  // Its size, so a reader lays out the preview before it has the picture: a mirrored image and a link
  // preview name theirs (lib/media/imageAttrs).
  const ogSize = image ? intrinsicSize(image) : siteImage
  const ld = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd]
  return (
    <>
      {/* The image's tags are written here, not through Config's `image`, so its size and alt follow it. */}
      <Config title={fullTitle} description={description} />
      <Head>
        {noindex && <meta name="robots" content="noindex" />}
        {!noindex && canonical && <link rel="canonical" href={absoluteUrl(canonical)} />}
        {!noindex &&
          locales.map((l) => {
            const href = alternates[l]
            return href ? (
              <link key={l} rel="alternate" hrefLang={htmlLang[l]} href={absoluteUrl(href)} />
            ) : null
          })}
        {!noindex && xDefault && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(xDefault)} />}
        <meta property="og:type" content={route?.screen === 'post' ? 'article' : 'website'} />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:locale" content={htmlLang[locale].replace('-', '_')} />
        {canonical && <meta property="og:url" content={absoluteUrl(canonical)} />}
        <meta property="og:image" content={ogImage} />
        {ogSize && <meta property="og:image:width" content={String(ogSize.width)} />}
        {ogSize && <meta property="og:image:height" content={String(ogSize.height)} />}
        {imageAlt && <meta property="og:image:alt" content={imageAlt} />}
        <meta name="twitter:card" content="summary_large_image" />
        {ld.map((item) => (
          <JsonLd key={JSON.stringify(item)} value={item} />
        ))}
      </Head>
    </>
  )
}
