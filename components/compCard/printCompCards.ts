/**
 * Prints comp cards from a page that has JavaScript (the profile, the favorites page), since the card pages
 * themselves load none: a new window (opened in the click, so no pop-up blocker stops it) receives the
 * cards of the prerendered card pages (`paths`, same origin), each page's `[data-comp-card]` element under
 * the first page's stylesheet, then the browser's print dialog, where "Save as PDF" makes the PDF. One
 * card or a whole selection print the same way: one document, two A5 pages per talent.
 */

/** Waits until a stylesheet or an image has loaded (or failed: printing the rest beats printing nothing). */
function loaded(element: HTMLLinkElement | HTMLImageElement): Promise<void> {
  if (element instanceof HTMLImageElement && element.complete) return Promise.resolve()
  return new Promise((resolve) => {
    element.addEventListener('load', () => resolve(), { once: true })
    element.addEventListener('error', () => resolve(), { once: true })
  })
}

async function cardPage(path: string): Promise<Document> {
  const response = await fetch(path)
  if (!response.ok) throw new Error(`comp card ${path}: HTTP ${response.status}`)
  return new DOMParser().parseFromString(await response.text(), 'text/html')
}

/** The window the cards go to, opened now (inside the click); null when the browser blocked it. */
export function openPrintWindow(): Window | null {
  return window.open('', '_blank')
}

/** Fills `target` with the comp cards of `paths` (in order) and opens its print dialog once every image is in. */
export async function printCompCards(target: Window, paths: readonly string[], title: string): Promise<void> {
  const pages = await Promise.all(paths.map(cardPage))
  const first = pages[0]
  if (!first) throw new Error('no comp card to print')
  const doc = target.document
  doc.documentElement.lang = first.documentElement.lang
  doc.title = title
  const waits: Promise<void>[] = []
  const robots = doc.createElement('meta')
  robots.name = 'robots'
  robots.content = 'noindex'
  doc.head.replaceChildren(robots)
  for (const link of first.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const sheet = doc.importNode(link, true)
    waits.push(loaded(sheet))
    doc.head.append(sheet)
  }
  const container = doc.importNode(first.querySelector('.comp-card-page') ?? first.body, false)
  for (const page of pages) {
    for (const card of page.querySelectorAll('[data-comp-card]')) container.append(doc.importNode(card, true))
  }
  doc.body.replaceChildren(container)
  for (const image of doc.images) waits.push(loaded(image))
  await Promise.all(waits)
  target.focus()
  target.print()
}
