// https://vike.dev/Head
import { themeScript } from './themeScript'

/** Tags every page shares. Per-page tags (title, canonical, hreflang, Open Graph) come from <Seo>. */
export function Head() {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a static script, allowed by its CSP hash. */}
      <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  )
}
