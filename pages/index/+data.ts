// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { toCard } from '../../lib/news/newsPages'
import type { Category } from '../../lib/schemas/snapshot'
import { limits } from '../../lib/site'
import { snapshot } from '../../lib/snapshot/readSnapshot.server'
import { homeLead } from './homeLead'

/** The boards in the order the header shows them. */
const boards: readonly Category[] = ['image', 'mainboard', 'development']

export function data(pageContext: PageContextServer) {
  const s = snapshot()
  const talents = s.talents()
  const slides = s.slides()
  return {
    prehome: slides.prehome,
    // On a desktop the account's first image home slide leads, the boards after it (null: the boards lead).
    lead: homeLead(slides.slides),
    // The home news list: the first 3 posts in CMS order.
    posts: s.posts(pageContext.locale).slice(0, limits.homeNewsCount).map(toCard),
    // Each board's face: its first talent with a cover.
    boards: boards.map((category) => {
      const talent = talents.find((t) => t.cover && t.categories.includes(category))
      return { category, cover: talent?.cover ?? null }
    }),
  }
}

export type Data = ReturnType<typeof data>
