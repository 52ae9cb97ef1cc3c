import { intrinsicSize } from '../media/imageAttrs'
import type { Image, Profile } from '../schemas/snapshot'

/** A photo of the card: the snapshot's image, or the cover (whose size is known only from its name). */
export type CardPhoto = { src: string; width?: number; height?: number }

/** How many photos the back of the card shows. */
export const backPhotoCount = 4

const isPortrait = (image: Image) => image.height > image.width

/**
 * The photos of a talent's comp card (the industry's A5 card). The front is the best portrait: the first
 * portrait-format (taller than wide) image of the book, the agency's lead picture at full resolution
 * with a known size; else the book's first image; else the cover (the roster's thumbnail). Never `cover2`,
 * the profile's wide banner, which cannot fill a portrait card. The back shows up to four more: the rest of
 * the book, then the composites, then the snaps (digitals), never the front's photo again.
 * Example: a book [landscape L, portrait P, Q] → front P, back [L, Q, composites…].
 */
export function compCardPhotos(profile: Pick<Profile, 'book' | 'compo' | 'snap' | 'cover'>): {
  front: CardPhoto | null
  back: CardPhoto[]
} {
  const front: CardPhoto | null =
    profile.book.find(isPortrait) ??
    profile.book[0] ??
    (profile.cover ? { src: profile.cover, ...intrinsicSize(profile.cover) } : null)
  const back = [...profile.book, ...profile.compo, ...profile.snap]
    .filter((image) => image.src !== front?.src)
    .slice(0, backPhotoCount)
  return { front, back }
}
