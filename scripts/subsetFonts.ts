/**
 * Writes the site's two font files (renderer/fonts/, committed) from their npm packages: `npm run fonts`
 * after upgrading @fontsource-variable/*. Both faces sit in the bytes every first view downloads before its
 * largest image, so each keeps only what the site sets:
 * - Instrument Sans stays variable over the weights the stylesheets use (400 to 700);
 * - Bodoni Moda is set at one weight (400: names, titles, the masthead), so it becomes a static instance
 *   (26 KB variable, 13 KB at 400).
 * Both keep Fontsource's Latin coverage (Basic Latin, Latin-1 with every Portuguese accent, punctuation),
 * `fontFaces` below, which renderer/fonts.css declares as each face's unicode-range (fonts.test.ts checks).
 * harfbuzz (subset-font) does the subsetting and instancing; no hand-written font code.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import subsetFont from 'subset-font'
import { fontFaces, latinRanges } from '../renderer/fontFaces.ts'

const root = join(import.meta.dirname, '..')

/** Every code point of the unicode-range list, as text for the subsetter. */
function latinText(): string {
  const points: number[] = []
  for (const [from, to] of latinRanges) for (let c = from; c <= to; c++) points.push(c)
  return String.fromCodePoint(...points)
}

for (const face of fontFaces) {
  const source = readFileSync(join(root, 'node_modules', face.source))
  const subset = await subsetFont(source, latinText(), {
    targetFormat: 'woff2',
    variationAxes: {
      wght: face.weight.length === 1 ? face.weight[0] : { min: face.weight[0], max: face.weight[1] },
    },
  })
  const target = join(root, face.file)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, subset)
  console.log(`${face.file}: ${subset.length} bytes (from ${source.length})`)
}
