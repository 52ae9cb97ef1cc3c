// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { ApplicationOptions } from '../../lib/forms'
import { snapshot } from '../../lib/snapshot/readSnapshot.server'

/** The application's option lists in the page's language (the snapshot's attributes), and nothing else. */
export function data(pageContext: PageContextServer): { options: ApplicationOptions } {
  const { gender, height, weight, bust, waist, hips } = snapshot().attributes(pageContext.locale)
  return { options: { gender, height, weight, bust, waist, hips } }
}

export type Data = ReturnType<typeof data>
