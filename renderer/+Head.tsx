// https://vike.dev/Head

import { preload } from 'react-dom'
import { fontFaces, fontsDir } from './fontFaces'
import { speculationRules } from './speculationRules'
import { themeScript } from './themeScript'
// The two typefaces' faces (public files: Vike does not preload them, see fontFaces.ts).
import './fonts.css'

/** Tags every page shares. Per-page tags (title, canonical, hreflang, Open Graph) come from <Seo>. */
export function Head() {
  // Both faces start with the HTML, at low priority: the stylesheet and the largest image go first, and
  // the text shows in its metric-matched fallback until they swap in (fonts.css).
  for (const face of fontFaces) {
    preload(`/${fontsDir}/${face.file}`, {
      as: 'font',
      type: 'font/woff2',
      crossOrigin: '',
      fetchPriority: 'low',
    })
  }
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a static script, allowed by its CSP hash. */}
      <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static JSON, allowed by its CSP hash. */}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* The first paint waits for the whole header (the parser at <main>), so a busy phone never paints a
          header half parsed and then moves the logo as its tools arrive. A standard hint (Chromium 124+). */}
      <link rel="expect" href="#main" blocking="render" />
    </>
  )
}
