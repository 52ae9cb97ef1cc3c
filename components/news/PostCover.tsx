import { useEffect, useRef } from 'react'
import { imageAttrs } from '../../lib/media/imageAttrs'
import type { PostCover as Cover } from '../../lib/schemas/snapshot'
import { useReducedMotion } from '../sliders/useReducedMotion'
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
 * section 3). A video plays only while on screen and never under reduced motion.
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
