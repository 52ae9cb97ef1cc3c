import { useEffect, useRef } from 'react'
import { imageAttrs } from '../../lib/media/imageAttrs'
import type { PostCover as Cover } from '../../lib/schemas/snapshot'
import { useReducedMotion } from '../sliders/useReducedMotion'

type PostCoverProps = {
  cover: Cover | null
  /** Describes an image cover; a video cover is decorative (the title sits beside it). */
  alt: string
  /** CSS aspect ratio of the frame, e.g. "4 / 5": the frame is sized before the media loads. */
  ratio: string
  /** Above the fold: load at once with high priority (the page's LCP candidate). */
  priority?: boolean
  /** The frame's width in the layout (the `sizes` of the image's variants). */
  sizes: string
}

/**
 * A post's cover: the image when the post has a thumbnail, else its mp4 played muted and looping (spec
 * section 3). A video plays only while on screen and never under reduced motion.
 */
export function PostCover({ cover, alt, ratio, priority = false, sizes }: PostCoverProps) {
  const style = { aspectRatio: ratio }
  if (!cover) return <div className="post-cover post-cover--empty" style={style} />
  if (cover.kind === 'video') {
    return (
      <div className="post-cover" style={style}>
        <CoverVideo src={cover.src} />
      </div>
    )
  }
  return (
    <div className="post-cover" style={style}>
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

function CoverVideo({ src }: { src: string }) {
  const video = useRef<HTMLVideoElement>(null)
  const reducedMotion = useReducedMotion()
  useEffect(() => {
    const el = video.current
    if (!el) return
    // React sets `muted` as a property only; the attribute keeps autoplay policies and the DOM agreeing.
    el.muted = true
    el.setAttribute('muted', '')
    if (reducedMotion) {
      el.pause()
      return
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) void el.play().catch(() => {})
      else el.pause()
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [reducedMotion])
  return (
    <video ref={video} src={src} muted loop playsInline preload="metadata" aria-hidden="true" tabIndex={-1} />
  )
}
