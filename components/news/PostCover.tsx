import { imageAttrs } from '../../lib/media/imageAttrs'
import type { PostCover as Cover } from '../../lib/schemas/snapshot'
import { escapeHtml } from '../../lib/text/escapeHtml'
import './News.css'

/** The frames' shapes (width x height), each a class of News.css that gives the frame its aspect ratio. */
export type CoverShape = '4x5' | '1x1' | '3x4' | '5x4' | '3x2'

type PostCoverProps = {
  cover: Cover | null
  /** Describes an image cover; a video cover is decorative (the title sits beside it). */
  alt: string
  /** The frame's shape: the frame is sized before the media loads. */
  shape: CoverShape
  /** Above the fold: load at once with high priority (the page's LCP candidate). */
  priority?: boolean
  /** The frame's width in the layout (the `sizes` of the image's variants). */
  sizes: string
}

/**
 * A post's cover: the image when the post has a thumbnail, else its mp4 played muted and looping (spec
 * section 3). A video plays muted and looping with no script (the browser pauses it off screen); under
 * reduced motion the page's first script pauses it (components/islands/shell.ts).
 */
export function PostCover({ cover, alt, shape, priority = false, sizes }: PostCoverProps) {
  const frame = `post-cover post-cover--${shape}`
  if (!cover) return <div className={`${frame} post-cover--empty`} />
  if (cover.kind === 'video') {
    return (
      <div className={frame}>
        <CoverVideo src={cover.src} />
      </div>
    )
  }
  return (
    <div className={frame}>
      <img
        {...imageAttrs(cover.src, sizes)}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </div>
  )
}

/**
 * The video as HTML of its own: React writes `muted` as a property only, never as the attribute, and a
 * muted attribute is what lets the browser autoplay it with no script.
 */
function CoverVideo({ src }: { src: string }) {
  const html = `<video src="${escapeHtml(src)}" muted autoplay loop playsinline preload="metadata" aria-hidden="true" tabindex="-1"></video>`
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed element with an escaped URL of our own data.
  return <div className="post-cover__video" dangerouslySetInnerHTML={{ __html: html }} />
}
