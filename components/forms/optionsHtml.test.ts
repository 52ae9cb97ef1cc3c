import { describe, expect, it } from 'vitest'
import { optionsHtml } from './optionsHtml'

describe('optionsHtml', () => {
  it('lists an empty first choice, then every option in order', () => {
    expect(
      optionsHtml('Select', [
        { value: '170', label: '1,70' },
        { value: '171', label: '1,71' },
      ]),
    ).toBe(
      '<option value="">Select</option><option value="170">1,70</option><option value="171">1,71</option>',
    )
  })

  it('escapes values and labels, so a label from the CMS cannot add markup', () => {
    const html = optionsHtml('<none>', [
      { value: '"><script>x</script>', label: 'A & B <img src=x onerror=y>' },
    ])
    expect(html).not.toMatch(/<script|<img/)
    expect(html).toBe(
      '<option value="">&lt;none&gt;</option><option value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">A &amp; B &lt;img src=x onerror=y&gt;</option>',
    )
  })
})
