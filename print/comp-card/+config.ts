// https://vike.dev/config

/**
 * An HTML-only page (https://vike.dev/render-modes, https://vike.dev/clientHooks) that loads no JavaScript:
 * it sits outside pages/, so it inherits no pages/+client.ts, and `clientHooks: false` keeps every client
 * hook out. The site's Layout and Head leave the header, the footer and the theme script out of print
 * pages (lib/routes isPrintRoute).
 */
export default {
  clientHooks: false,
}
