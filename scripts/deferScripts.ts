// The page's JavaScript starts after its first paint. Vike ends each prerendered page with an inline
// module script importing its two entries and a `modulepreload` link per chunk the page needs; the
// browser fetches all of them at once with the stylesheet and the LCP image, so on a slow phone
// network the page's only render-blocking file (the stylesheet) shares the bandwidth with 60–70 KiB of
// scripts the first paint does not need. Here the same entries and chunks are listed in a JSON block and
// one inline loader, the same on every page (one CSP hash), adds the preloads and runs the imports right
// after the first frame is painted (or after 200 ms, when a background tab paints no frame).
// Hydration starts a frame later; the content is there from the first paint.

/** The loader: reads the JSON block, adds the preload links, imports the entries, once. */
export const loaderScript =
  "let started=false;const start=()=>{if(started)return;started=true;const list=JSON.parse(document.getElementById('page-scripts').textContent);for(const href of list.preload){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}for(const entry of list.entries)import(entry)};requestAnimationFrame(()=>setTimeout(start));setTimeout(start,200)"

const importScript = /<script type="module" async>\s*((?:import\("[^"]+"\);\s*)+)<\/script>/
const preloadLink = /<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">\s*/g

/** A prerendered page with its scripts deferred to after the first paint; other HTML as it is. */
export function deferScripts(html: string): string {
  const found = importScript.exec(html)
  if (!found) return html
  const entries = [...(found[1] ?? '').matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1] ?? '')
  const preload = [...html.matchAll(preloadLink)].map((m) => m[1] ?? '')
  // The URLs are Vite's asset paths; `<` is escaped all the same, so the block cannot end early.
  const list = JSON.stringify({ entries, preload }).replace(/</g, '\\u003c')
  return html
    .replace(preloadLink, '')
    .replace(
      found[0],
      `<script id="page-scripts" type="application/json">${list}</script><script type="module">${loaderScript}</script>`,
    )
}
