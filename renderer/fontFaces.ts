/**
 * The site's two web fonts: where each comes from, its file and the weights it keeps. scripts/subsetFonts.ts
 * writes `public/fonts/<name>.<hash>.woff2` from this and points `file` at it (fonts.test.ts checks the
 * file's hash). renderer/fontScript.ts declares them from here, when they should load; they are public
 * files, not build assets, so Vike never preloads them (docs/decisions/0013-typefaces-lcp.md). The hash in the name lets them be cached for a year.
 */
/** Under public/ (served at /fonts/). */
export const fontsDir = 'fonts'

export const fontFaces = [
  {
    family: 'Instrument Sans',
    source: '@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2',
    name: 'instrument-sans-latin',
    file: 'instrument-sans-latin.31e9662f.woff2',
    /** Variable between these weights: text at 400, labels at 500 and 600, pressed filters at 700. */
    weight: [400, 700],
  },
  {
    family: 'Bodoni Moda',
    source: '@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2',
    name: 'bodoni-moda-latin-400',
    file: 'bodoni-moda-latin-400.9ed3f455.woff2',
    /** One weight: every name, title and the masthead are set at 400. */
    weight: [400],
  },
] as const

/**
 * Fontsource's Latin subset (its unicode-range): Basic Latin and Latin-1 (every Portuguese accent), the
 * general punctuation block, the euro, trade mark, arrows and the math minus. Inclusive pairs.
 */
export const latinRanges: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
]
