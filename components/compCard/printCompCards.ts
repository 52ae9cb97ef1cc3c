/**
 * Prints comp cards from a page that has JavaScript (the profile, the favorites page), since the card pages
 * themselves load none: a new window (opened in the click, so no pop-up blocker stops it) loads the first
 * card page (`paths`, same origin, prerendered); the other cards' `[data-comp-card]` elements, fetched from
 * their own card pages, join it; once every image is in, its print dialog opens, where "Save as PDF" makes
 * the PDF. One card or a whole selection print the same way: one document, two A5 pages per talent.
 */

/** How long the first card page may take to load before the print is given up. */
const loadTimeoutMs = 60_000
const pollMs = 100

/** Waits until an image has loaded (or failed: printing the rest beats printing nothing). */
function imageLoaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve()
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true })
    image.addEventListener('error', () => resolve(), { once: true })
  })
}

/** The `[data-comp-card]` elements of a card page. */
async function fetchCards(path: string): Promise<Element[]> {
  const response = await fetch(path)
  if (!response.ok) throw new Error(`comp card ${path}: HTTP ${response.status}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  return [...page.querySelectorAll('[data-comp-card]')]
}

/** The card page's document once it has loaded in `target` (its load event: stylesheet and images in). */
async function loadedCardPage(target: Window): Promise<Document> {
  const deadline = Date.now() + loadTimeoutMs
  for (;;) {
    if (target.closed) throw new Error('the print window was closed')
    try {
      const doc = target.document
      if (doc.readyState === 'complete' && doc.querySelector('[data-comp-card]')) return doc
    } catch {
      // Not readable for a moment while the window navigates away from about:blank.
    }
    if (Date.now() > deadline) throw new Error('the comp card page did not load')
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/** The window the cards print from, opened now (inside the click) on the first card; null when blocked. */
export function openPrintWindow(firstPath: string): Window | null {
  return window.open(firstPath, '_blank')
}

/**
 * Adds the cards of `paths` after the first (already loading in `target`, opened by `openPrintWindow`),
 * titles the document and opens its print dialog once every image is in.
 */
export async function printCompCards(target: Window, paths: readonly string[], title: string): Promise<void> {
  const others = Promise.all(paths.slice(1).map(fetchCards))
  const doc = await loadedCardPage(target)
  const cards = (await others).flat()
  const container = doc.querySelector('[data-comp-card]')?.parentElement
  if (!container) throw new Error('the comp card page has no card')
  for (const card of cards) container.append(doc.importNode(card, true))
  doc.title = title
  await Promise.all([...doc.images].map(imageLoaded))
  target.focus()
  target.print()
}
