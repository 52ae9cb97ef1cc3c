// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { Seo } from '../../components/shell/Seo'
import { Slider } from '../../components/sliders/Slider'
import { useT } from '../../lib/i18n/useT'
import { imageAttrs } from '../../lib/media/imageAttrs'
import { limits, site } from '../../lib/site'
import type { Data } from './+data'
import './About.css'

export default function Page() {
  const { slides } = useData<Data>()
  const t = useT()
  const firstImage = slides[0]?.desktop ?? slides[0]?.mobile ?? null
  return (
    <div className="about">
      <Seo
        title={t('seo.sections.about')}
        description={t('seo.descriptions.about', { site: site.name })}
        image={firstImage}
      />
      {slides.length > 0 && (
        <Slider
          className="about-slider"
          label={t('about.slider')}
          delay={limits.aboutSlides.delay}
          speed={limits.aboutSlides.speed}
          items={slides.map((slide, i) => {
            // Edge to edge: the viewport's width; below 650 px the mobile image (spec section 2).
            const small = slide.mobile ? imageAttrs(slide.mobile, '100vw') : null
            return {
              key: String(slide.id),
              content: (
                <picture className="about-slide">
                  {small && (
                    <source
                      media="(max-width: 649.98px)"
                      srcSet={small.srcSet ?? small.src}
                      sizes={small.sizes}
                      width={small.width}
                      height={small.height}
                    />
                  )}
                  <img
                    {...imageAttrs(slide.desktop ?? slide.mobile ?? '', '100vw')}
                    alt={slide.description ?? ''}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                  />
                </picture>
              ),
            }
          })}
        />
      )}
      <div className="about-text">
        <h1 className="about-title">{t('about.title')}</h1>
        <p className="about-lede">{t('about.paragraph1')}</p>
        <p>{t('about.paragraph2')}</p>
        <p>{t('about.paragraph3')}</p>
      </div>
    </div>
  )
}
