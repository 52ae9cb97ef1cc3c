import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import subsetFont from 'subset-font'
import { linkPreview } from '../lib/media/linkPreview'
import { fontFaces } from '../renderer/fontFaces'

// A talent's link preview (og:image) and face tile, made from the bytes of its photos: pure functions of
// their inputs, so the same photos and name always give the same bytes (and the sync never makes them
// twice: sync/linkPreviews.ts). Everything is drawn by sharp (libvips); the name is set by Pango in the
// brand's display face, from the site's own npm package, never a system font.

const { width, height, tile } = linkPreview

/** Colours of the brand's light theme (renderer/theme.css: --bg, --fg, --muted). */
const paper = { r: 255, g: 255, b: 255 }
const ink = '#0d0d0d'
const muted = '#5f5f5f'

/**
 * The layout, 1,200 × 630: the name's panel on the left, the face in the middle (WhatsApp's small preview
 * crops the centre square, x 285 to 915: the face fills it), a book photo on the right.
 */
const panel = { left: 0, width: 360 }
const face = { left: 360, width: 480 }
const book = { left: 840, width: 360 }
const margin = 36

/** JPEG qualities tried in turn until the picture fits linkPreview.maxBytes. */
const qualities = [82, 74, 66, 58, 50]

const bodoniSource = fontFaces.find((f) => f.family === 'Bodoni Moda')?.source

let fontFile: Promise<string> | undefined

/**
 * Bodoni Moda at 400 as a TrueType file (Pango reads TrueType, not WOFF2): the package's variable WOFF2
 * instanced by harfbuzz (subset-font), written once per process under the system's temp directory and
 * named by its hash.
 */
function bodoniTtf(): Promise<string> {
  fontFile ??= (async () => {
    if (!bodoniSource) throw new Error('renderer/fontFaces.ts names no Bodoni Moda')
    const source = readFileSync(join(import.meta.dirname, '../node_modules', bodoniSource))
    const text = Array.from({ length: 0x24f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join('')
    const ttf = await subsetFont(source, text, { targetFormat: 'truetype', variationAxes: { wght: 400 } })
    const dir = join(tmpdir(), 'lumiere-fonts')
    mkdirSync(dir, { recursive: true })
    const path = join(
      dir,
      `bodoni-moda-400.${createHash('sha256').update(ttf).digest('hex').slice(0, 8)}.ttf`,
    )
    writeFileSync(path, ttf)
    return path
  })()
  return fontFile
}

/**
 * The family name the instanced file carries (its default optical size names it), to Pango: a family list
 * ends with a comma, so its "11pt" is not read as a size.
 */
const bodoniFamily = 'Bodoni Moda 11pt'

const escapeMarkup = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** `text` set in Bodoni Moda at `size` px, wrapped to `maxWidth`, as a transparent PNG. */
async function setText(text: string, size: number, color: string, maxWidth: number, spacing = 0) {
  const fontfile = await bodoniTtf()
  const markup = `<span foreground="${color}" letter_spacing="${Math.round(spacing * 1024)}">${escapeMarkup(text)}</span>`
  return sharp({
    text: {
      text: markup,
      font: `${bodoniFamily}, ${size}px`,
      fontfile,
      rgba: true,
      width: maxWidth,
      wrap: 'word-char',
      spacing: Math.round(size * 0.12),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
}

/** `bytes` covering `w` × `h`, cropped where libvips finds the most interest (a face, usually). */
const cover = (bytes: Uint8Array, w: number, h: number) =>
  sharp(bytes).autoOrient().resize(w, h, { fit: 'cover', position: 'attention' }).removeAlpha().toBuffer()

/** JPEG bytes of `image` at the first quality whose bytes fit linkPreview.maxBytes. */
async function jpeg(image: Sharp): Promise<Uint8Array> {
  let bytes: Buffer | undefined
  for (const quality of qualities) {
    bytes = await image.clone().jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer()
    if (bytes.length <= linkPreview.maxBytes) return new Uint8Array(bytes)
  }
  throw new Error(`link preview: ${bytes?.length} bytes at the lowest quality, over ${linkPreview.maxBytes}`)
}

/** The name at the largest size whose lines fit the panel above the site's name. */
async function nameText(name: string, maxWidth: number) {
  const sizes = [52, 44, 36, 30]
  const room = height - 2 * margin - 80
  for (const size of sizes) {
    const text = await setText(name, size, ink, maxWidth)
    if (text.info.height <= room || size === sizes[sizes.length - 1]) return text
  }
  throw new Error('no size to try')
}

export type TalentPreviewInput = {
  /** The talent's cover (a portrait, the face). */
  face: Uint8Array
  /** A book photo; the face again when the book is empty. */
  book: Uint8Array
  /** The talent's name, as the site shows it. */
  name: string
  /** The site's name, under the talent's. */
  site: string
}

/**
 * A talent's link preview: 1,200 × 630 JPEG (every link preview reader takes JPEG), at most
 * linkPreview.maxBytes, the same bytes for the same input.
 */
export async function talentPreview(input: TalentPreviewInput): Promise<Uint8Array> {
  const textWidth = panel.width - 2 * margin
  const [faceImage, bookImage, name, siteName] = await Promise.all([
    cover(input.face, face.width, height),
    cover(input.book, book.width, height),
    nameText(input.name, textWidth),
    setText(input.site.toUpperCase(), 18, muted, textWidth, 3),
  ])
  const nameTop = Math.max(margin, Math.round((height - name.info.height) / 2))
  const image = sharp({ create: { width, height, channels: 3, background: paper } }).composite([
    { input: faceImage, left: face.left, top: 0 },
    { input: bookImage, left: book.left, top: 0 },
    { input: name.data, left: panel.left + margin, top: nameTop },
    { input: siteName.data, left: panel.left + margin, top: height - margin - siteName.info.height },
  ])
  return jpeg(sharp(await image.png().toBuffer()))
}

/**
 * A talent's face tile: tile.width × tile.height JPEG of the cover, which the Worker lays side by side for a
 * shared selection's preview (functions/selectionPreview.ts). Baseline (not progressive), so every JPEG
 * decoder reads it.
 */
export async function faceTile(face: Uint8Array): Promise<Uint8Array> {
  const bytes = await sharp(await cover(face, tile.width, tile.height))
    .jpeg({ quality: 80, progressive: false, chromaSubsampling: '4:2:0' })
    .toBuffer()
  return new Uint8Array(bytes)
}
