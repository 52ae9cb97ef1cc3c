import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import bodoniModa from '@capsizecss/metrics/bodoniModa'
import instrumentSans from '@capsizecss/metrics/instrumentSans'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { describe, expect, it } from 'vitest'

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

  it('subsets both faces to Latin (Portuguese accents included) and swaps them in', () => {
    const faces = css.split('@font-face').filter((block) => block.includes('src: url('))
    expect(faces).toHaveLength(2)
    for (const face of faces) {
      expect(face).toMatch(/latin-wght-normal\.woff2/)
      expect(face).toMatch(/font-display: swap/)
      expect(face).toMatch(/unicode-range: U\+0000-00FF/)
    }
  })
})
