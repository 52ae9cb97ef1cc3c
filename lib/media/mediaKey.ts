/**
 * The key a CMS media URL has in the snapshot's media table (`media.json`: CMS URL → `/media/` URL). A URL on
 * one of the CMS's own origins is keyed by its path and query alone, so the table the sync wrote is found
 * again by the Worker whatever origin the CMS answers from (the stand-in CMS on another `CMS_PORT`, the
 * platform behind another scheme); any other URL (an image host of its own) is its own key.
 */
export function mediaKey(url: string, cmsOrigins: readonly string[]): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return url
  }
  return cmsOrigins.includes(parsed.origin) ? `${parsed.pathname}${parsed.search}` : url
}

/** The origins of the given API base URLs (the CMS's), skipping what does not parse. */
export function originsOf(...bases: (string | undefined)[]): string[] {
  const origins: string[] = []
  for (const base of bases) {
    if (!base) continue
    try {
      const origin = new URL(base).origin
      if (!origins.includes(origin)) origins.push(origin)
    } catch {}
  }
  return origins
}
