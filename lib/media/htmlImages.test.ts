import { describe, expect, it } from 'vitest'
import { withImageAttrs } from './htmlImages'

const hash = '0123456789abcdef'

describe('withImageAttrs', () => {
  it('gives a mirrored image its variants, size and lazy loading', () => {
    const html = `<p>a</p><figure><img src="/media/${hash}.700x500.webp" alt="x &amp; y" /></figure>`
    expect(withImageAttrs(html, '680px')).toBe(
      `<p>a</p><figure><img src="/media/${hash}.700x500.webp" alt="x &amp; y" srcset="/media/${hash}.320w.webp 320w, /media/${hash}.480w.webp 480w, /media/${hash}.640w.webp 640w, /media/${hash}.700x500.webp 700w" sizes="680px" width="700" height="500" loading="lazy" decoding="async" /></figure>`,
    )
  })

  it('keeps the attributes the HTML has, and adds a CMS image only what it lacks', () => {
    expect(
      withImageAttrs(
        '<img src="https://cms.test/a-1200x800.jpg?x=1&amp;y=2" width="600" height="400">',
        '50vw',
      ),
    ).toBe(
      '<img src="https://cms.test/a-1200x800.jpg?x=1&amp;y=2" width="600" height="400" loading="lazy" decoding="async">',
    )
    expect(withImageAttrs('<img src="https://cms.test/a.jpg" loading="eager" />', '50vw')).toBe(
      '<img src="https://cms.test/a.jpg" loading="eager" decoding="async" />',
    )
  })

  it('leaves HTML without images, and an image without a source, as it is', () => {
    expect(withImageAttrs('<p>imagem <b>x</b></p>', '50vw')).toBe('<p>imagem <b>x</b></p>')
    expect(withImageAttrs('<img alt="a">', '50vw')).toBe('<img alt="a">')
  })
})
