import type { Slide } from '../../lib/schemas/snapshot'

/** The home's campaign lead on a desktop: one of the account's home slides (`slides.slides`). */
export type HomeLead = {
  /** The slide's desktop image. */
  src: string
  /** Its description, or '' when it has none (then the picture is decorative). */
  alt: string
}

/**
 * The first image home slide with a desktop image, or null (no slides, or videos only): then the boards'
 * covers lead on every width, as they do on a phone. A video slide is never the lead: it would play
 * unasked on the home, and a still of it is not in the snapshot.
 */
export function homeLead(slides: readonly Slide[]): HomeLead | null {
  for (const slide of slides) {
    if (slide.type !== 'image' || slide.video !== null || !slide.desktop) continue
    return { src: slide.desktop, alt: slide.description?.trim() ?? '' }
  }
  return null
}
