import type { Profile } from '../../lib/schemas/snapshot'
import { site } from '../../lib/site'
import { displayName } from '../../lib/text/displayName'

/** schema.org Person of a profile page (`url` absolute). */
export function personJsonLd(profile: Profile, url: string): object {
  const image = profile.cover2 ?? profile.cover ?? profile.book[0]?.src
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: displayName(profile.name),
    url,
    ...(image ? { image } : {}),
    ...(profile.instagram ? { sameAs: [profile.instagram] } : {}),
    ...(profile.gender
      ? { gender: profile.gender === 'woman' ? 'https://schema.org/Female' : 'https://schema.org/Male' }
      : {}),
    affiliation: { '@type': 'Organization', name: site.name },
  }
}
