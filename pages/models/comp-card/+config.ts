// https://vike.dev/config
/**
 * An HTML-only page (https://vike.dev/render-modes): a print page loads no JavaScript. `clientHooks:
 * false` keeps Vike's client runtime and vike-react's hydration out; `client: null` drops the site's
 * renderer/+client.ts (https://vike.dev/clientHooks). The site's Layout and Head leave the header, the
 * footer and the theme script out of print pages (lib/routes isPrintRoute). Not typed as `Config`: its
 * type does not list the `null` the clientHooks documentation prescribes for `client`.
 */
export default {
  clientHooks: false,
  client: null,
}
