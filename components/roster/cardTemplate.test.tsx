import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { locales } from '../../lib/i18n/locales'
import { PageInfoContext } from '../../lib/i18n/pageInfo'
import {
  coverPriority,
  fillCard,
  templateProblems,
  templateTalent,
  withPriority,
} from '../../lib/roster/cardTemplate'
import type { RosterTalent } from '../../lib/roster/filterTalents'
import { RosterItem } from './RosterParts'

const render = (talent: RosterTalent, locale: (typeof locales)[number], priority?: 'high' | 'eager') =>
  renderToStaticMarkup(
    <PageInfoContext value={{ locale, route: { screen: 'roster', category: null } }}>
      <RosterItem talent={talent} priority={priority} />
    </PageInfoContext>,
  )

const talents: RosterTalent[] = [
  {
    id: 4242,
    name: 'maria DA silva & <co>',
    slug: 'maria-da-silva',
    gender: 'woman',
    cover: 'https://cms.example/uploads/talents/4242/cover-800x1067.jpg?v=2&x=1',
    categories: ['development', 'image'],
  },
  { id: 7, name: 'Ana', slug: 'ana', gender: 'man', cover: null, categories: ['image'] },
  {
    id: 8,
    name: 'Bia Lima',
    slug: 'bia-lima',
    gender: 'woman',
    cover: '/media/0123456789abcdef.1200x1600.webp',
    categories: ['mainboard'],
  },
]

describe('the card template (a talent newer than the build, in the Worker’s roster)', () => {
  for (const locale of locales) {
    it(`filled for a talent, it is React's own card for that talent (${locale})`, () => {
      const template = render(templateTalent, locale)
      expect(templateProblems(template, locale)).toEqual([])
      for (const talent of talents) expect(fillCard(template, talent, locale)).toBe(render(talent, locale))
    })
  }

  it('gives a card the cover loading of its place, as the island renders it', () => {
    for (const talent of talents) {
      for (const i of [0, 1, 2, 4, 5, 30]) {
        // React hoists a preload of a high-priority image into the document's head: not the card's.
        const card = render(talent, 'en', coverPriority(i)).replace(/^<link rel="preload"[^>]*>/, '')
        expect(withPriority(render(talent, 'en'), coverPriority(i))).toBe(card)
      }
    }
  })

  it('names what a template lacks', () => {
    expect(templateProblems('<li></li>', 'pt')).toHaveLength(5)
  })
})
