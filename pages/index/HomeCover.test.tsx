import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../lib/i18n/locales'
import { PageInfoContext } from '../../lib/i18n/pageInfo'
import type { Slide } from '../../lib/schemas/snapshot'
import { media } from '../../lib/site'
import { type Board, blankSource, HomeCover } from './HomeCover'
import { type HomeLead, homeLead } from './homeLead'

const slide = (id: number, over: Partial<Slide> = {}): Slide => ({
  id,
  type: 'image',
  description: `Slide ${id}`,
  desktop: `https://cms.example/uploads/slides/${id}/desktop-1920x1080.jpg`,
  mobile: `https://cms.example/uploads/slides/${id}/mobile-1080x1920.jpg`,
  video: null,
  ...over,
})

const boards: Board[] = [
  { category: 'image', cover: 'https://cms.example/uploads/talents/1/cover-800x1067.jpg' },
  { category: 'mainboard', cover: '/media/0123456789abcdef.1200x1600.webp' },
  { category: 'development', cover: null },
]

const render = (lead: HomeLead | null, locale: Locale = 'pt') =>
  renderToStaticMarkup(
    <PageInfoContext value={{ locale, route: { screen: 'home' } }}>
      <HomeCover lead={lead} boards={boards} />
    </PageInfoContext>,
  )

/** The opening tags of an element name in the markup, in order. */
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? []

describe('homeLead (the desktop lead from the account’s home slides)', () => {
  it('is the first image slide with a desktop image, its description the alternative text', () => {
    expect(homeLead([slide(21), slide(22)])).toEqual({
      src: 'https://cms.example/uploads/slides/21/desktop-1920x1080.jpg',
      alt: 'Slide 21',
    })
  })

  it('passes over videos and slides with no desktop image', () => {
    const video = slide(1, { type: 'video', desktop: 'https://cms.example/uploads/videos/a.mp4' })
    const embedded = slide(2, { video: { provider: 'vimeo', id: '1' } })
    const phoneOnly = slide(3, { desktop: null })
    expect(homeLead([video, embedded, phoneOnly, slide(4)])?.src).toContain('/slides/4/')
  })

  it('is decorative (empty alternative text) without a description', () => {
    expect(homeLead([slide(23, { description: null })])?.alt).toBe('')
    expect(homeLead([slide(23, { description: '  ' })])?.alt).toBe('')
  })

  it('is null for an account without home slides, or with videos only: the boards lead', () => {
    expect(homeLead([])).toBeNull()
    expect(homeLead([slide(1, { type: 'video' })])).toBeNull()
  })
})

describe('HomeCover (the home’s first screen)', () => {
  const lead = homeLead([slide(21)])

  it('without home slides, is the boards as before: the first face eager and high priority, no lead', () => {
    const html = render(null)
    expect(html).not.toContain('home-lead')
    expect(html).not.toContain('<picture')
    const [first, second] = tags(html, 'img')
    expect(first).toContain('fetchPriority="high"')
    expect(first).toContain('loading="eager"')
    expect(second).toContain('loading="lazy"')
    expect(html.indexOf('home-masthead')).toBeLessThan(html.indexOf('home-boards'))
  })

  it('with a slide, leads with it before the boards: a blank source below the desktop, the slide above', () => {
    const html = render(lead)
    expect(html.indexOf('home-lead')).toBeLessThan(html.indexOf('home-boards'))
    const [source] = tags(html, 'source')
    expect(source).toContain(`media="${media.belowDesktop}"`)
    expect(source).toContain(`srcSet="${blankSource}"`)
    const img = tags(html, 'img')[0] ?? ''
    expect(img).toContain('src="https://cms.example/uploads/slides/21/desktop-1920x1080.jpg"')
    expect(img).toContain('width="1920"')
    expect(img).toContain('height="1080"')
    expect(img).toContain('alt="Slide 21"')
    expect(img).toContain('fetchPriority="high"')
    // Nothing of the slide's phone image, and no preload of the slide for every width.
    expect(html).not.toContain('mobile-1080x1920')
    expect(html).not.toMatch(/<link[^>]*slides\/21/)
  })

  it('after a lead, preloads the first face for the widths without the lead only', () => {
    const html = render(lead)
    const links = tags(html, 'link')
    expect(links).toHaveLength(1)
    expect(links[0]).toContain('rel="preload"')
    expect(links[0]).toContain('href="https://cms.example/uploads/talents/1/cover-800x1067.jpg"')
    expect(links[0]).toContain(`media="${media.belowDesktop}"`)
    expect(links[0]).toContain('fetchPriority="high"')
    const face = tags(html, 'img')[1] ?? ''
    expect(face).toContain('cover-800x1067.jpg')
    expect(face).toContain('loading="eager"')
    expect(face).toContain('fetchPriority="auto"')
  })

  it('marks the description as Portuguese on an English page, and a decorative slide has no language', () => {
    expect(tags(render(lead, 'en'), 'img')[0]).toContain('lang="pt"')
    expect(tags(render(lead, 'pt'), 'img')[0]).not.toContain('lang=')
    const bare = homeLead([slide(23, { description: null })])
    const img = tags(render(bare, 'en'), 'img')[0] ?? ''
    expect(img).toContain('alt=""')
    expect(img).not.toContain('lang=')
  })
})
