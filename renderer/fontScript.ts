import { fontFaces, fontsDir, latinRanges } from './fontFaces'

/** The faces' unicode-range, as CSS writes it: `U+0000-00FF, U+0131, …`. */
export const unicodeRange = latinRanges
  .map(([from, to]) => {
    const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0')
    return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`
  })
  .join(', ')

const faces = fontFaces.map((f) => [f.family, `/${fontsDir}/${f.file}`, f.weight.join(' ')] as const)

/**
 * When the brand's two faces load (docs/decisions/0013-typefaces-lcp.md). The page is
 * set in their metric-matched fallbacks (renderer/fonts.css) from the first paint, and:
 * - on a visitor's first page, the faces are fetched once the page has loaded and the browser is idle
 *   (its largest image loaded and painted), and kept for the next page: they do not swap in on the page
 *   the visitor is reading (a swap there relays out the whole page, a long task on a phone, and a title set
 *   in Bodoni wraps differently from its fallback and moves what is under it);
 * - once they have loaded in this visit (a flag in sessionStorage: a flag that outlived the visit, as
 *   localStorage's does, may outlive the HTTP cache too, and fonts fetched before the first paint hold
 *   it), every later page declares them before its first paint, with a short block period (`fallback`),
 *   so it shows in them from the start (the files are cached a year).
 * An inline script in the head (the Content-Security-Policy allows it by its hash), so it also runs when
 * every script file is blocked; with JavaScript off, `fontFacesCss` in a <noscript> declares them.
 */
export const fontScript = `(function(){if(!window.FontFace)return;var F=${JSON.stringify(faces)},r=${JSON.stringify(unicodeRange)};function m(f,d){return new FontFace(f[0],'url('+f[1]+') format("woff2")',{weight:f[2],display:d,unicodeRange:r})}var c=false;try{c=sessionStorage.getItem('fonts')==='1'}catch(e){}if(c)F.forEach(function(f){document.fonts.add(m(f,'fallback'))});else{var l=function(){(window.requestIdleCallback||setTimeout)(function(){Promise.all(F.map(function(f){return m(f,'swap').load()})).then(function(){try{sessionStorage.setItem('fonts','1')}catch(e){}},function(){})})};if(document.readyState==='complete')l();else addEventListener('load',l)}})()`

/** The same faces as CSS, for a page read with JavaScript off (in a <noscript>). */
export const fontFacesCss = faces
  .map(
    ([family, url, weight]) =>
      `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weight};src:url("${url}") format("woff2");unicode-range:${unicodeRange}}`,
  )
  .join('')
