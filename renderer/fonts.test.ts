import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import bodoniModa from '@capsizecss/metrics/bodoniModa'
import instrumentSans from '@capsizecss/metrics/instrumentSans'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { describe, expect, it } from 'vitest'
import { fontFaces, fontsDir } from './fontFaces'
import { fontFacesCss, fontScript } from './fontScript'

const css = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8')

/** The override descriptors of the fallback face named `family` in a stylesheet. */
function overrides(source: string, family: string): Record<string, string> {
  const face = source.split('@font-face').find((block) => block.includes(`"${family}"`)) ?? ''
  return Object.fromEntries(
    [...face.matchAll(/(ascent-override|descent-override|line-gap-override|size-adjust):\s*([\d.]+%)/g)].map(
      (m) => [m[1], m[2]],
    ),
  )
}

describe('the fallback faces (renderer/fonts.css)', () => {
  it.each([
    ['Instrument Sans Fallback', instrumentSans, arial],
    ['Bodoni Moda Fallback', bodoniModa, timesNewRoman],
  ] as const)(
    '%s carries the metric overrides Capsize computes, so the swap does not shift text',
    (family, font, local) => {
      const expected = overrides(createFontStack([font, local]).fontFaces, family)
      expect(Object.keys(expected)).toHaveLength(4)
      expect(overrides(css, family)).toEqual(expected)
    },
  )

  it('declares each subset scripts/subsetFonts.ts writes, with its weights, Latin range and swap', () => {
    const faces = fontFacesCss.split('@font-face').slice(1)
    expect(faces).toHaveLength(fontFaces.length)
    for (const [i, face] of fontFaces.entries()) {
      const block = faces[i] ?? ''
      expect(block).toContain(`font-family:"${face.family}"`)
      expect(block).toContain(`src:url("/${fontsDir}/${face.file}")`)
      expect(block).toContain(`font-weight:${face.weight.join(' ')};`)
      expect(block).toContain('font-display:swap')
      // Fontsource's own Latin range: every Portuguese accent, punctuation, the euro.
      expect(block).toContain('unicode-range:U+0000-00FF, U+0131, U+0152-0153,')
      // The script declares the very same files and weights.
      expect(fontScript).toContain(
        JSON.stringify([face.family, `/${fontsDir}/${face.file}`, face.weight.join(' ')]),
      )
      // The file is there (committed: `npm run fonts` writes it), a woff2, and named by its content's
      // hash, since the edge lets browsers keep it a year.
      const file = readFileSync(join(import.meta.dirname, '..', 'public', fontsDir, face.file))
      expect(file.subarray(0, 4).toString()).toBe('wOF2')
      expect(face.file).toBe(
        `${face.name}.${createHash('sha256').update(file).digest('hex').slice(0, 8)}.woff2`,
      )
    }
  })
})
