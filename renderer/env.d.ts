// Build-time constants (vite.config.ts `define`).

/** The site's origin for canonical links: SITE_URL at build time, no trailing slash. */
declare const __SITE_ORIGIN__: string
/** The site's public address (SITE_URL, else wrangler.toml's), no trailing slash: what a comp card prints. */
declare const __PUBLIC_ORIGIN__: string
/** The year the site was built in. */
declare const __BUILD_YEAR__: number
