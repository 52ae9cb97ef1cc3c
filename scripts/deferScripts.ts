// The page's JavaScript starts after its first paint. Vike ends each prerendered page with an inline
// module script importing its two entries and a `modulepreload` link per chunk the page needs; the
// browser fetches all of them at once with the stylesheet and the LCP image, so on a slow phone
// network the page's only render-blocking file (the stylesheet) shares the bandwidth with 60–70 KiB of
// scripts the first paint does not need. Here the same entries and chunks are listed in a JSON block and
// one inline loader, the same on every page (one CSP hash), imports them right after the first frame is
// painted (or after 200 ms, when a background tab paints no frame). Hydration starts a frame later; the
// content is there from the first paint.
//
// The chunks Vike would preload are imported too, all at once, rather than added as `modulepreload`
// links: the browser fetches them in parallel just the same, but eight links cost the loader's task
// 10–25 ms on the main thread (a phone's blocking time ×4), eight imports about 2–5 ms. Each chunk is
// evaluated once, after its own imports, whichever import reaches it first; a preload that fails is
// reported by the entry import that needs it.
//
// An entry that fails to load leaves the page as its HTML, which works (docs/decisions/0050); the browser
// logs the failed request itself. Its rejection is caught: left uncaught, Firefox reports the load it
// drops as the visitor leaves the page as an error the page threw (docs/decisions/0075).

/** The loader: reads the JSON block, imports the entries and the chunks they need, once. */
export const loaderScript =
  "let started=false;const start=()=>{if(started)return;started=true;const list=JSON.parse(document.getElementById('page-scripts').textContent);for(const entry of list.entries)import(entry).catch(()=>{});for(const chunk of list.preload)import(chunk).catch(()=>{})};requestAnimationFrame(()=>setTimeout(start));setTimeout(start,200)"

const importScript = /<script type="module" async>\s*((?:import\("[^"]+"\);\s*)+)<\/script>/
// Vike's form when the page has a single entry (no +client.ts: the site's first code is a client hook).
const entryScript = /<script src="([^"]+)" type="module" async><\/script>/
const preloadLink = /<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">\s*/g

/** A prerendered page with its scripts deferred to after the first paint; other HTML as it is. */
export function deferScripts(html: string): string {
  const imports = importScript.exec(html)
  const found = imports ?? entryScript.exec(html)
  if (!found) {
    // A page that loads modules in a form neither pattern knows: Vike's output changed. Fail the build
    // rather than ship the scripts undeferred (docs/DESIGN.md, Decisions: "Public framework APIs only").
    if (/<script\b[^>]*\btype="module"/.test(html)) {
      throw new Error('deferScripts: the page loads scripts in a form it does not know (Vike output changed)')
    }
    return html
  }
  const entries = imports
    ? [...(imports[1] ?? '').matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1] ?? '')
    : [found[1] ?? '']
  const preload = [...html.matchAll(preloadLink)].map((m) => m[1] ?? '')
  // The URLs are Vite's asset paths; `<` is escaped all the same, so the block cannot end early.
  const list = JSON.stringify({ entries, preload }).replace(/</g, '\\u003c')
  return (
    html
      .replace(preloadLink, '')
      // A function, not a string: `$&` or `$1` in the page must stay as written.
      .replace(
        found[0],
        () =>
          `<script id="page-scripts" type="application/json">${list}</script><script type="module">${loaderScript}</script>`,
      )
  )
}
