// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../components/islands/Island'
import { PostCover } from '../../components/news/PostCover'
import { BackButton } from '../../components/shell/BackButton'
import { ArrowLeftIcon } from '../../components/shell/icons'
import { absoluteUrl, Seo } from '../../components/shell/Seo'
import { PictureSlider } from '../../components/sliders/PictureSlider'
import { htmlLang } from '../../lib/i18n/locales'
import { useT } from '../../lib/i18n/useT'
import { site } from '../../lib/site'
import type { Data } from './+data'
import './Post.css'

/** The media column: the page's width up to 1200 px (Post.css). */
const mediaSizes = '(min-width: 1200px) 1200px, 100vw'

export default function Page() {
  const { post, alternates } = useData<Data>()
  const { locale } = usePageContext()
  const t = useT()
  // Its link preview is its cover; a post whose cover is a video shows its first slide.
  const image = post.cover?.kind === 'image' ? post.cover.src : (post.slides[0] ?? null)
  const url = alternates[locale]
  return (
    <article className="post">
      <Seo
        title={post.title}
        description={post.description || post.title}
        image={image}
        imageAlt={image ? post.title : undefined}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.title,
          description: post.description,
          ...(image ? { image: [absoluteUrl(image)] } : {}),
          ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
          inLanguage: htmlLang[locale],
          ...(url ? { mainEntityOfPage: absoluteUrl(url) } : {}),
          publisher: { '@type': 'Organization', name: site.name, url: __SITE_ORIGIN__ },
        }}
      />
      <div className="post-top">
        <BackButton to={{ screen: 'news' }} className="back-button caps">
          <ArrowLeftIcon size={16} />
          {t('news.back')}
        </BackButton>
      </div>
      <header className="post-header">
        <h1 className="post-title">{post.title}</h1>
        {post.description && <p className="post-description">{post.description}</p>}
      </header>
      <div className="post-media">
        {post.slides.length > 0 ? (
          <Island
            name="pictureSlider"
            component={PictureSlider}
            props={{
              label: post.title,
              speed: 600,
              sizes: mediaSizes,
              frameClass: 'post-slide',
              pictures: post.slides.map((src) => ({ key: src, src, alt: '' })),
            }}
          />
        ) : (
          <PostCover cover={post.cover} alt="" shape="3x2" priority sizes={mediaSizes} />
        )}
      </div>
      <div
        className="post-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the sync sanitized it (sync/sanitizePostHtml).
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
    </article>
  )
}
