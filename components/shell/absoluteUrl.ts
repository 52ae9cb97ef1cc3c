// The build-time constants (also read by the Node-side type check, which includes components/**/*.ts).
/// <reference path="../../renderer/env.d.ts" />

const origin = __SITE_ORIGIN__

/** An absolute URL on the site's origin (SITE_URL at build time): `absoluteUrl('/contato')`. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`
}
