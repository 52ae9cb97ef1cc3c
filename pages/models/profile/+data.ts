// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { builtProfile } from '../builtProfile'

/**
 * The talent's profile as built; a wrong category or slug goes to the canonical URL, an unknown id is a 404.
 * Its link preview apart: the live profile (the Worker's, the CMS's) has none, and the page compares the two.
 */
export function data(pageContext: PageContextServer) {
  const { preview, ...profile } = builtProfile(pageContext)
  return { profile, preview: preview ?? null }
}

export type Data = Awaited<ReturnType<typeof data>>
