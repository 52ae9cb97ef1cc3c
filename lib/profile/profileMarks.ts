// What a profile page's HTML and the Worker's rewrite of it (functions/liveProfilePage.ts) agree on: the
// attributes the profile's components render (components/profile) where the Worker writes a live profile,
// named once here for both. No class name: a stylesheet's rename cannot break the live profile.

export const profileMarks = {
  /** On the profile's article: where `live` marks data that is not the CMS's of now. */
  profile: 'data-profile',
  /** `stale` on the article when the data shown is the last good copy or the build's (the CMS failed). */
  live: 'data-live',
  name: 'data-profile-name',
  /** The phone's first measurements, on one line under the name. */
  summary: 'data-profile-summary',
  /** The measurement list (its items: lib/profile/profileMarkup). */
  measurements: 'data-profile-measurements',
  /** On each gallery's panel: its kind (book, snap, compo, video). */
  panel: 'data-book-panel',
  /** A gallery's strip (its items: lib/profile/profileMarkup). */
  strip: 'data-book-strip',
  /** A strip's arrow to the previous photo: before the island wakes, a link to the last one (a loop). */
  previous: 'data-book-previous',
} as const

/** The CSS selector of a mark, for HTMLRewriter and the tests: `[data-book-panel]`, `[data-live="stale"]`. */
export const markSelector = (name: string, value?: string) =>
  value === undefined ? `[${name}]` : `[${name}="${value}"]`

/** The address of a gallery's n-th item (`#book-3`): the arrows' links before the island wakes. */
export const itemHref = (anchor: string, n: number) => `#${anchor}-${n}`
