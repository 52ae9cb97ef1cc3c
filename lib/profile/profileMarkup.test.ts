import { describe, expect, it } from 'vitest'
import { createTranslator } from '../i18n/translator'
import type { Image } from '../schemas/snapshot'
import { bookKinds, measurementItemsHtml, stripItemsHtml, summaryText } from './profileMarkup'

const t = createTranslator('pt')
const photo = (n: number, w = 1200, h = 1600): Image => ({
  src: `https://cms.example/p${n}-${w}x${h}.jpg`,
  width: w,
  height: h,
})
const content = {
  book: [photo(1), photo(2, 1600, 1067)],
  snap: [],
  compo: [],
  videos: [{ provider: 'vimeo' as const, id: '123', hash: 'ab' }],
  cover: 'https://cms.example/cover.jpg',
}

describe('profileMarkup', () => {
  it('lists the galleries that have something, in order', () => {
    expect(bookKinds(content)).toEqual(['book', 'video'])
  })

  it('numbers each item and anchors it; the first photo of the first gallery loads first, the others last', () => {
    const html = stripItemsHtml(content, 'book', 'Ana <Lima>', t, { first: true })
    expect(html.match(/<figure id="book-\d"/g)).toEqual(['<figure id="book-1"', '<figure id="book-2"'])
    expect(html).toContain('<figcaption class="strip__count">2 / 2</figcaption>')
    expect(html).toContain('alt="Ana &lt;Lima&gt;, foto 1 de 2" loading="eager" fetchpriority="high"')
    expect(html).toContain('loading="lazy" fetchpriority="low" decoding="async" data-orientation="landscape"')
    expect(html).not.toContain('<Lima>')
  })

  it('makes a video a link to its page on a poster, or its player when it plays', () => {
    const poster = stripItemsHtml(content, 'video', 'Ana', t, { first: false })
    expect(poster).toContain(
      'href="https://vimeo.com/123/ab" target="_blank" rel="noopener noreferrer" data-video="vimeo:123"',
    )
    expect(poster).toContain('<img src="https://cms.example/cover.jpg" alt=""')
    expect(poster).not.toContain('<iframe')
    const playing = stripItemsHtml(content, 'video', 'Ana', t, { first: false, playing: 'vimeo:123' })
    expect(playing).toContain(
      '<iframe class="video__frame" src="https://player.vimeo.com/video/123?h=ab&amp;autoplay=1"',
    )
  })

  it('writes the measurements and the summary without weight', () => {
    const values = {
      height: '175',
      weight: '55/121.3',
      bust: '86',
      waist: '60/23.5',
      shoes: '37x7',
      hair: 'Loiro',
    }
    const items = measurementItemsHtml('woman', values as never, 'en', createTranslator('en'))
    expect(items).toContain(
      '<div class="measurements__item" data-field="height"><dt>Height</dt><dd>175</dd></div>',
    )
    expect(items).toContain('<dt>Hair</dt><dd>Blonde</dd>')
    // Both units in the HTML, each in its span: the page's radios show one with CSS alone.
    expect(items).toContain(
      '<dt>Waist</dt><dd><span class="measurements__cm">60</span><span class="measurements__in">23.5</span></dd>',
    )
    expect(items).not.toContain('weight')
    expect(summaryText('woman', values as never, t)).toBe('Altura 175 · Busto 86 · Cintura 60 · Sapato 37 BR')
  })
})
