import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escapeHtml'

describe('escapeHtml', () => {
  it('escapes the five characters markup gives a meaning to', () => {
    expect(escapeHtml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &#39; f')
  })

  it('escapes an ampersand once, so an entity in the text stays text', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;')
  })

  it('leaves other text, accents included, as it is', () => {
    expect(escapeHtml('São Paulo, 1,70 m / 5\u20197')).toBe('São Paulo, 1,70 m / 5\u20197')
  })
})
