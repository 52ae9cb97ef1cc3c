/**
 * Prints comp cards through the browser's print dialog, where "Save as PDF" makes the PDF. A page prints
 * the cards its holder (CompCardPrint) holds, alone (CompCard.css): the profile holds its talent's card
 * already; `paths` (profile pages, same origin, prerendered) are first gathered into the holder, each
 * page's `[data-comp-card]` elements, so a whole selection prints as one document, two A5 pages per talent.
 * The card's images are lazy (not fetched while hidden): they are made eager, and print() waits for them.
 */

/** Waits until an image has loaded (or failed: printing the rest beats printing nothing). */
function imageLoaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve()
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true })
    image.addEventListener('error', () => resolve(), { once: true })
  })
}

/** The `[data-comp-card]` elements of a profile page (none for a talent newer than the build: left out). */
async function fetchCards(path: string): Promise<Element[]> {
  const response = await fetch(path)
  if (!response.ok) throw new Error(`comp card ${path}: HTTP ${response.status}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  return [...page.querySelectorAll('[data-comp-card]')]
}

/**
 * Prints this page's comp cards under `title` (the PDF's default file name). With `paths`, their cards,
 * in that order, first replace what the holder held (the favorites page's is empty, and emptied again
 * after the print, so its own Print prints the list). The page's title is restored after the print.
 */
export async function printCompCards(paths: readonly string[], title: string): Promise<void> {
  const holder = document.querySelector('[data-comp-cards]')
  if (!holder) throw new Error('this page holds no comp cards')
  const gathered = (await Promise.all(paths.map(fetchCards)))
    .flat()
    .map((card) => document.importNode(card, true))
  if (paths.length > 0) {
    if (gathered.length === 0) throw new Error('none of the pages has a comp card')
    holder.replaceChildren(...gathered)
  }
  const images = [...holder.querySelectorAll('img')]
  for (const image of images) image.loading = 'eager'
  await Promise.all(images.map(imageLoaded))
  const pageTitle = document.title
  document.title = title
  addEventListener(
    'afterprint',
    () => {
      document.title = pageTitle
      for (const card of gathered) card.remove()
    },
    { once: true },
  )
  print()
}
