import sanitizeHtml from 'sanitize-html'
import { mediaUrl } from '../lib/upstream'

const size = /^\d{1,5}$/

/**
 * Post HTML from the CMS editor reduced to what an article needs: paragraphs, headings, lists, quotes,
 * figures, emphasis, links (http(s), mailto or site-relative) and images (http(s) only; relative sources made
 * absolute against `base`). Scripts, styles, iframes, event handlers and `javascript:` URLs are dropped;
 * a link that opens a new tab gets `rel="noopener noreferrer"`.
 * Example: `<a href="javascript:alert(1)">x</a>` → `<a>x</a>`.
 */
export function sanitizePostHtml(html: string, base: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'em',
      'strong',
      'blockquote',
      'figure',
      'figcaption',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    // The page renders the post's title as its one h1.
    transformTags: {
      h1: 'h2',
      b: 'strong',
      i: 'em',
      a: (tagName, attribs) => {
        const { target, rel: _rel, ...rest } = attribs
        return {
          tagName,
          attribs:
            target === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : (rest ?? {}),
        }
      },
      img: (tagName, attribs) => {
        const { src, width, height, ...rest } = attribs
        const absolute = src ? mediaUrl(src, base) : null
        const out: Record<string, string> = absolute ? { src: absolute, ...rest } : { ...rest }
        if (width && size.test(width)) out.width = width
        if (height && size.test(height)) out.height = height
        return { tagName, attribs: out }
      },
    },
    // Raw-text and embedding elements go with their content, not just their tags.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'object'],
    // An image without a usable source (dropped scheme, "no image" path) is removed entirely.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim()
}
