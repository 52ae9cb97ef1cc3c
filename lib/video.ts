export type VideoRef = { provider: 'youtube' | 'vimeo'; id: string; hash?: string }

const youtubeId = /^[\w-]{11}$/
const vimeoHash = /^[\da-zA-Z]+$/

/**
 * A CMS video item as a provider reference, or null when the file names no video of that provider.
 * YouTube: a bare id or a watch, youtu.be, embed or shorts URL (`'https://youtu.be/dQw4w9WgXcQ'` → id
 * `'dQw4w9WgXcQ'`). Vimeo: `'123456'`, `'123456/abcdef'` (unlisted video: the hash after the slash), or a
 * vimeo.com / player.vimeo.com URL, with the hash in the path or as `?h=`.
 */
export function parseVideo(file: string, provider: 'youtube' | 'vimeo'): VideoRef | null {
  const s = file.trim()
  return provider === 'youtube' ? parseYoutube(s) : parseVimeo(s)
}

/** The privacy-friendly player URL that starts playing once opened. */
export function embedUrl(v: VideoRef): string {
  const id = encodeURIComponent(v.id)
  if (v.provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
  const hash = v.hash ? `h=${encodeURIComponent(v.hash)}&` : ''
  return `https://player.vimeo.com/video/${id}?${hash}autoplay=1`
}

function parseYoutube(s: string): VideoRef | null {
  if (youtubeId.test(s)) return { provider: 'youtube', id: s }
  const url = toUrl(s)
  if (!url) return null
  const host = url.hostname.replace(/^(www|m|music)\./, '')
  const path = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined
  if (host === 'youtu.be') id = path[0]
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      path[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'v', 'live'].includes(path[0] ?? '')
          ? path[1]
          : null
  }
  return id && youtubeId.test(id) ? { provider: 'youtube', id } : null
}

function parseVimeo(s: string): VideoRef | null {
  const bare = /^(\d+)(?:\/([\da-zA-Z]+))?$/.exec(s)
  if (bare?.[1]) return vimeoRef(bare[1], bare[2])
  const url = toUrl(s)
  if (!url) return null
  const host = url.hostname.replace(/^www\./, '')
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null
  const path = url.pathname.split('/').filter(Boolean)
  // The id is the first all-digit segment (vimeo.com/channels/x/123, player.vimeo.com/video/123);
  // an unlisted video's hash is the segment right after it or the h parameter.
  const at = path.findIndex((p) => /^\d+$/.test(p))
  const id = path[at]
  if (at < 0 || id === undefined) return null
  const next = path[at + 1]
  const hash = url.searchParams.get('h') ?? (next && vimeoHash.test(next) ? next : undefined)
  return vimeoRef(id, hash ?? undefined)
}

function vimeoRef(id: string, hash: string | undefined): VideoRef {
  return hash && vimeoHash.test(hash) ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id }
}

/** Parses a URL, accepting one typed without a scheme ("youtu.be/…"); null when it is not a URL. */
function toUrl(s: string): URL | null {
  if (/\s/.test(s) || !s.includes('.')) return null
  try {
    return new URL(/^https?:\/\//i.test(s) ? s : `https://${s}`)
  } catch {
    return null
  }
}

/** The video's own page at its provider (what a visitor opens without script, or in a new tab). */
export function watchUrl(v: VideoRef): string {
  const id = encodeURIComponent(v.id)
  if (v.provider === 'youtube') return `https://www.youtube.com/watch?v=${id}`
  return v.hash ? `https://vimeo.com/${id}/${encodeURIComponent(v.hash)}` : `https://vimeo.com/${id}`
}
