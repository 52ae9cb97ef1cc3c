const isWeb = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:'

/**
 * An upstream media path made absolute, or null for no image. Relative paths resolve against the base URL
 * of the API that answered; a path ending in `/.jpg` (no file name) is the platform's "no image" value.
 * Only http(s) URLs come out: a `javascript:`, `data:` or any other scheme (however the URL parser would
 * read it: `java\tscript:` is `javascript:`) is no image, since the result goes into `<img src>`.
 * Example: `mediaUrl('uploads/a.jpg', 'https://cms.example/')` → `https://cms.example/uploads/a.jpg`.
 */
export function mediaUrl(path: string | null | undefined, base: string): string | null {
  const p = path?.trim()
  if (!p || /\/\.[a-z0-9]+$/i.test(p) || /^\.[a-z0-9]+$/i.test(p)) return null
  let url: URL
  try {
    if (p.startsWith('//')) url = new URL(`https:${p}`)
    else url = new URL(p, 'resolve:/') // an absolute URL keeps its scheme; a relative one gets `resolve:`
    if (url.protocol === 'resolve:') url = new URL(p.replace(/^\/+/, ''), `${base.replace(/\/+$/, '')}/`)
  } catch {
    return null
  }
  if (!isWeb(url)) return null
  // An absolute http(s) URL is kept as the CMS wrote it (the snapshot and live data compare as strings).
  return /^https?:\/\//i.test(p) ? p : url.toString()
}

/**
 * An Instagram handle or link as an absolute profile URL.
 * Example: `instagramUrl('@ana.silva')` → `https://www.instagram.com/ana.silva`.
 */
export function instagramUrl(value: string | null | undefined): string | null {
  const v = value?.trim()
  if (!v) return null
  if (/^https?:\/\//i.test(v)) return v.replace(/^http:/i, 'https:')
  if (/^(www\.)?instagram\.com\//i.test(v)) return `https://${v}`
  const handle = v.replace(/^@/, '')
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? `https://www.instagram.com/${handle}` : null
}
