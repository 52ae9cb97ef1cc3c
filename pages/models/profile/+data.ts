// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { builtProfile } from '../builtProfile'

/** The talent's profile as built; a wrong category or slug goes to the canonical URL, an unknown id is a 404. */
export function data(pageContext: PageContextServer) {
  return { profile: builtProfile(pageContext) }
}

export type Data = Awaited<ReturnType<typeof data>>
