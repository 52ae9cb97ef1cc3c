/**
 * Writes the site's two font files (public/fonts/, committed) from their npm packages: `npm run fonts`
 * after upgrading @fontsource-variable/*. Both faces are among the bytes a first view downloads, so each
 * keeps only what the site sets (renderer/fontFaces.ts):
 * - Instrument Sans stays variable over the weights the stylesheets use (400 to 700);
 * - Bodoni Moda is set at one weight (400: names, titles, the masthead), so it becomes a static instance
 *   (26 KB variable, 13 KB at 400).
 * Both keep Fontsource's Latin coverage (`latinRanges`: Basic Latin, Latin-1 with every Portuguese accent,
 * punctuation). Each file is named by its content's hash (cached for a year by the edge's `_headers`), and
 * renderer/fontFaces.ts is pointed at the new name. harfbuzz (subset-font) subsets and instances.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { fontFaces, fontsDir, latinRanges } from '../renderer/fontFaces.ts'

const root = join(import.meta.dirname, '..')
const facesFile = join(root, 'renderer/fontFaces.ts')

/** Every code point of the unicode-range list, as text for the subsetter. */
function latinText(): string {
  const points: number[] = []
  for (const [from, to] of latinRanges) for (let c = from; c <= to; c++) points.push(c)
  return String.fromCodePoint(...points)
}

mkdirSync(join(root, 'public', fontsDir), { recursive: true })
let faces = readFileSync(facesFile, 'utf8')
for (const face of fontFaces) {
  const source = readFileSync(join(root, 'node_modules', face.source))
  const subset = await subsetFont(source, latinText(), {
    targetFormat: 'woff2',
    variationAxes: {
      wght: face.weight.length === 1 ? face.weight[0] : { min: face.weight[0], max: face.weight[1] },
    },
  })
  const file = `${face.name}.${createHash('sha256').update(subset).digest('hex').slice(0, 8)}.woff2`
  for (const old of readdirSync(join(root, 'public', fontsDir))) {
    if (old.startsWith(`${face.name}.`)) rmSync(join(root, 'public', fontsDir, old))
  }
  writeFileSync(join(root, 'public', fontsDir, file), subset)
  const named = new RegExp(`${face.name}\\.[0-9a-f]{8}\\.woff2`)
  faces = faces.replace(named, file)
  console.log(`public/${fontsDir}/${file}: ${subset.length} bytes (from ${source.length})`)
}
writeFileSync(facesFile, faces)
