// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { ApplicationOptions } from '../../lib/forms'
import { snapshot } from '../../lib/snapshot/readSnapshot.server'

/**
 * The application's option lists in the page's language (the snapshot's attributes), and nothing else,
 * as one JSON string. Vike revives the page's data value by value (for each of the lists' ~3,500 strings
 * a path and a check against its serializer's tags: about 6 ms of a phone's hydration task); one string
 * is one value, and the page parses it with the browser's native JSON.parse.
 */
export function data(pageContext: PageContextServer): { options: string } {
  const { gender, height, weight, bust, waist, hips } = snapshot().attributes(pageContext.locale)
  const options: ApplicationOptions = { gender, height, weight, bust, waist, hips }
  return { options: JSON.stringify(options) }
}

export type Data = ReturnType<typeof data>
