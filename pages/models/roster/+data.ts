// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import {
  cardOf,
  filterTalents,
  lettersPresent,
  noFilters,
  rosterChoices,
} from '../../../lib/roster/filterTalents'
import { routeOfPage } from '../../../lib/routes/pageRoute'
import { limits } from '../../../lib/site'
import { snapshot } from '../../../lib/snapshot/readSnapshot.server'
import { rosterFile } from '../../../lib/snapshot/rosterFile.server'

/** The route's first 20 cards and what the filters need before the full list loads. */
export function data(pageContext: PageContextServer) {
  const { category } = routeOfPage(pageContext, 'roster')
  const all = snapshot().talents()
  const none = { ...noFilters, category }
  const list = filterTalents(all, none)
  return {
    category,
    total: list.length,
    first: list.slice(0, limits.rosterStep).map(cardOf),
    nextId: list[limits.rosterStep]?.id ?? null,
    letters: {
      all: lettersPresent(all, none),
      woman: lettersPresent(all, { ...none, gender: 'woman' as const }),
      man: lettersPresent(all, { ...none, gender: 'man' as const }),
    },
    choices: rosterChoices(rosterFile(), category, pageContext.locale),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
