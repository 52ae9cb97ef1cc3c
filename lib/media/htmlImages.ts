import { escapeHtml } from '../text/escapeHtml'
import { imageAttrs } from './imageAttrs'

const img = /<img\b([^>]*?)\s*(\/?)>/gi
const attr = (attrs: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attrs)?.[1]
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&')

/**
 * The `<img>` elements of post HTML (the sync's sanitized output: double-quoted attributes) given what
 * the site's own images have: the variants of a mirrored image with `sizes`, the size its URL declares
 * when the HTML gives none, and lazy, asynchronous loading. Attributes already present are kept.
 */
export function withImageAttrs(html: string, sizes: string): string {
  return html.replace(img, (all, attrs: string, slash: string) => {
    const src = attr(attrs, 'src')
    if (src === undefined) return all
    const found = imageAttrs(decode(src), sizes)
    const add: [string, string | number | undefined][] = [
      ['srcset', found.srcSet],
      ['sizes', found.sizes],
      ['width', found.width],
      ['height', found.height],
      ['loading', 'lazy'],
      ['decoding', 'async'],
    ]
    const extra = add
      .filter(([name, value]) => value !== undefined && attr(attrs, name) === undefined)
      .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
      .join('')
    return `<img${attrs}${extra}${slash ? ' /' : ''}>`
  })
}
