// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { builtProfile } from '../../pages/models/builtProfile'

/** The talent's profile as built; a wrong category or slug goes to the canonical card URL, an unknown id is a 404. */
export function data(pageContext: PageContextServer) {
  return { profile: builtProfile(pageContext, 'compCard') }
}

export type Data = Awaited<ReturnType<typeof data>>
