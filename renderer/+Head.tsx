// https://vike.dev/Head
import { fontFacesCss, fontScript } from './fontScript'
import { speculationRules } from './speculationRules'
import { themeScript } from './themeScript'
// The fallback faces the page is set in until the brand's two load (fontScript.ts).
import './fonts.css'

/** Tags every page shares. Per-page tags (title, canonical, hreflang, Open Graph) come from <Seo>. */
export function Head() {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a static script, allowed by its CSP hash. */}
      <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a static script, allowed by its CSP hash. */}
      <script dangerouslySetInnerHTML={{ __html: fontScript }} />
      <noscript>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static CSS, allowed by its CSP hash. */}
        <style dangerouslySetInnerHTML={{ __html: fontFacesCss }} />
      </noscript>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static JSON, allowed by its CSP hash. */}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* The first paint waits for the whole header (the parser at <main>), so a busy phone never paints a
          header half parsed and then moves the logo as its tools arrive. A standard hint (Chromium 124+). */}
      <link rel="expect" href="#main" blocking="render" />
    </>
  )
}
