import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import bodoniModa from '@capsizecss/metrics/bodoniModa'
import instrumentSans from '@capsizecss/metrics/instrumentSans'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { describe, expect, it } from 'vitest'
import { fontFaces, fontsDir, latinRanges } from './fontFaces'

/** A code point as the unicode-range descriptor writes it: `U+00FF`. */
const hex = (c: number) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`

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
    const faces = css.split('@font-face').filter((block) => block.includes('src: url('))
    expect(faces).toHaveLength(fontFaces.length)
    const range = latinRanges
      .map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to).slice(2)}`))
      .join(', ')
    for (const face of fontFaces) {
      const block = faces.find((f) => f.includes(`font-family: "${face.family}"`)) ?? ''
      const url = /src: url\("\/([^"]+)"\)/.exec(block)?.[1] ?? ''
      expect(url, face.family).toBe(`${fontsDir}/${face.file}`)
      expect(face.file).toMatch(new RegExp(`^${face.name}\\.[0-9a-f]{8}\\.woff2$`))
      // The file is there (committed: `npm run fonts` writes it), a woff2, and named by its content's
      // hash, since the edge lets browsers keep it a year.
      const file = readFileSync(join(import.meta.dirname, '..', 'public', url))
      expect(file.subarray(0, 4).toString()).toBe('wOF2')
      expect(url).toContain(`.${createHash('sha256').update(file).digest('hex').slice(0, 8)}.`)
      expect(block).toContain(`font-weight: ${face.weight.join(' ')};`)
      expect(block).toMatch(/font-display: swap/)
      expect(block.replace(/\s+/g, ' ')).toContain(`unicode-range: ${range};`)
    }
  })
})
