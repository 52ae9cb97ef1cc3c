// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { Island } from '../../components/islands/Island'
import { Seo } from '../../components/shell/Seo'
import { PictureSlider } from '../../components/sliders/PictureSlider'
import { useT } from '../../lib/i18n/useT'
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
      <div className="about-text">
        <h1 className="about-title">{t('about.title')}</h1>
        <p className="about-lede">{t('about.paragraph1')}</p>
        <p>{t('about.paragraph2')}</p>
        <p>{t('about.paragraph3')}</p>
      </div>
      {slides.length > 0 && (
        // After the title and the text. Wakes on the visitor's first touch; its autoplay is the page's first
        // script's (components/sliders/plainSlider).
        <Island
          name="pictureSlider"
          component={PictureSlider}
          props={{
            className: 'about-slider',
            frameClass: 'about-slide',
            // Below the title and the text: not the first view's largest image.
            priority: false,
            label: t('about.slider'),
            delay: limits.aboutSlides.delay,
            speed: limits.aboutSlides.speed,
            // Edge to edge: the viewport's width; below 650 px the mobile image (spec section 2).
            sizes: '100vw',
            pictures: slides.map((slide) => ({
              key: String(slide.id),
              src: slide.desktop ?? slide.mobile ?? '',
              mobile: slide.mobile,
              alt: slide.description ?? '',
            })),
          }}
        />
      )}
    </div>
  )
}
