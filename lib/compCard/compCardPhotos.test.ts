import { describe, expect, it } from 'vitest'
import { compCardPhotos } from './compCardPhotos'

const img = (name: string, width: number, height: number) => ({
  src: `https://cms/${name}.jpg`,
  width,
  height,
})

describe('compCardPhotos', () => {
  it('puts the first portrait of the book on the front and the rest of the book, composites, snaps on the back', () => {
    const wide = img('book-wide', 1600, 1067)
    const portrait = img('book-tall', 1200, 1600)
    const second = img('book-2', 1200, 1600)
    const compo = img('compo', 1748, 1240)
    const snap = img('snap', 900, 1200)
    const photos = compCardPhotos({
      book: [wide, portrait, second],
      compo: [compo],
      snap: [snap],
      cover: null,
    })
    expect(photos.front).toEqual(portrait)
    expect(photos.back).toEqual([wide, second, compo, snap])
  })

  it('shows at most four photos on the back, book first', () => {
    const book = [1, 2, 3, 4, 5, 6].map((n) => img(`book-${n}`, 1200, 1600))
    const photos = compCardPhotos({ book, compo: [img('compo', 10, 5)], snap: [], cover: null })
    expect(photos.back.map((p) => p.src)).toEqual(book.slice(1, 5).map((p) => p.src))
  })

  it('falls back to the first book image, then to the cover, never to nothing when there is a cover', () => {
    const wide = img('book-wide', 1600, 1067)
    expect(compCardPhotos({ book: [wide], compo: [], snap: [], cover: null }).front).toEqual(wide)
    const cover = 'https://cms/uploads/cover-800x1067.jpg'
    const onlyCover = compCardPhotos({ book: [], compo: [], snap: [img('snap', 9, 12)], cover })
    expect(onlyCover.front).toEqual({ src: cover, width: 800, height: 1067 })
    expect(onlyCover.back.map((p) => p.src)).toEqual(['https://cms/snap.jpg'])
    expect(compCardPhotos({ book: [], compo: [], snap: [], cover: null })).toEqual({ front: null, back: [] })
  })
})
