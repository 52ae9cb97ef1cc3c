// https://vike.dev/config

/**
 * An HTML-only page (https://vike.dev/render-modes, https://vike.dev/clientHooks): a print page loads no
 * JavaScript. `clientHooks: false` keeps Vike's client runtime, vike-react's hydration and every client
 * hook out (the site's first browser code is a client hook for that reason: renderer/
 * +onCreateGlobalContext.client.ts). The site's Layout and Head leave the header, the footer and the theme
 * script out of print pages (lib/routes isPrintRoute).
 */
export default {
  clientHooks: false,
  // Not even the site's first script (renderer/+client.ts): a print page has nothing to wake.
  client: null,
}
