import { describe, expect, it } from 'vitest'
import { buildPosts, INJECTION_SLUG } from '../cms/dataset/buildPosts'
import { ORIGIN } from '../cms/dataset/ORIGIN'
import { sanitizePostHtml } from './sanitizePostHtml'

const base = 'http://cms.test/'
const clean = (html: string) => sanitizePostHtml(html, base)

describe('sanitizePostHtml', () => {
  it("cleans the demo's script-injection post and keeps its text", () => {
    const post = buildPosts().pt.find((p) => p.slug === INJECTION_SLUG)
    expect(post).toBeDefined()
    const html = clean((post?.content ?? '').replaceAll(ORIGIN, 'http://cms.test'))
    expect(html).not.toMatch(/<script|alert|onerror|javascript:/i)
    expect(html).toContain('O primeiro casting pode ser intimidante.')
    expect(html).toContain('<a>Clica aqui para saberes mais</a>')
    expect(html).toMatch(/<img src="http:\/\/cms\.test\/uploads\/posts\/\d+\/missing\.jpg" alt="dica" \/>/)
  })

  it('keeps the article elements', () => {
    const html =
      '<h2>T</h2><p><strong>b</strong> <em>i</em><br></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<blockquote>q</blockquote><figure><img src="https://x.test/a.jpg" alt="a" width="10" height="20"><figcaption>c</figcaption></figure>'
    expect(clean(html)).toBe(html.replace('<br>', '<br />').replace('height="20">', 'height="20" />'))
  })

  it('drops scripts, styles, iframes and event handlers with their content', () => {
    expect(
      clean(
        '<p onclick="x()" style="color:red">a</p><style>p{}</style><iframe src="https://e.test">f</iframe>',
      ),
    ).toBe('<p>a</p>')
    expect(clean('<svg><script>alert(1)</script></svg><noscript>n</noscript>b')).toBe('b')
  })

  it('allows http(s), mailto and site-relative links only', () => {
    expect(clean('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>')
    expect(clean('<a href=" JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>')
    expect(clean('<a href="data:text/html,x">a</a>')).toBe('<a>a</a>')
    expect(clean('<a href="//evil.test/">a</a>')).toBe('<a>a</a>')
    expect(clean('<a href="mailto:a@b.test">m</a>')).toBe('<a href="mailto:a@b.test">m</a>')
    expect(clean('<a href="/contato" target="_self">c</a>')).toBe('<a href="/contato">c</a>')
  })

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(clean('<a href="https://a.test/" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://a.test/" target="_blank" rel="noopener noreferrer">a</a>',
    )
  })

  it('keeps images with an http(s) source only, made absolute', () => {
    expect(clean('<img src="uploads/a.jpg" alt="a">')).toBe(
      '<img src="http://cms.test/uploads/a.jpg" alt="a" />',
    )
    expect(
      clean('<img src="javascript:alert(1)"><img src="data:image/png;base64,AA"><img src="uploads/x/.jpg">'),
    ).toBe('')
    expect(clean('<img src="https://x.test/a.jpg" width="100%" height="5">')).toBe(
      '<img src="https://x.test/a.jpg" height="5" />',
    )
  })

  it('turns h1 into h2 (the page has its own h1)', () => {
    expect(clean('<h1>t</h1>')).toBe('<h2>t</h2>')
  })
})
