/** Anything with a pixel size: a gallery image. */
export type Sized = { width: number; height: number }

/** Landscape when wider than tall; square (and an image of unknown size, 0 × 0) counts as portrait. */
export function isLandscape(image: Sized): boolean {
  return image.width > image.height
}

/**
 * The slides of a gallery, in order: a landscape image fills a slide alone; portraits pair two per slide
 * in the order they come; a portrait next to a landscape, or the last of an odd run, takes a slide alone.
 * `pairSlides([P1, P2, P3, L1, P4])` → `[[P1, P2], [P3], [L1], [P4]]`.
 */
export function pairSlides<T extends Sized>(images: readonly T[]): T[][] {
  const slides: T[][] = []
  let open: T | undefined // a portrait waiting for a second one
  for (const image of images) {
    if (open && !isLandscape(image)) {
      slides.push([open, image])
      open = undefined
      continue
    }
    if (open) slides.push([open])
    open = undefined
    if (isLandscape(image)) slides.push([image])
    else open = image
  }
  if (open) slides.push([open])
  return slides
}
