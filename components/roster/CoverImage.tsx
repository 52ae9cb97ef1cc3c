import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react'
import { fallbackImage } from './talentPaths'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null
  /** The first visible row: load at once, high priority (the page's largest paint). */
  priority?: boolean
}

/**
 * A talent's cover at a fixed 3:4 box (width/height set, so nothing shifts while it loads), replaced by
 * the fallback image when missing or broken. A cover that failed before hydration (React was not yet
 * listening) is caught on mount by its zero natural width.
 */
export function CoverImage({ src, priority = false, alt = '', ...props }: Props) {
  const [broken, setBroken] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    setBroken(false)
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0 && src) setBroken(true)
  }, [src])
  return (
    <img
      ref={ref}
      {...props}
      src={src && !broken ? src : fallbackImage}
      alt={alt}
      width={600}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setBroken(true)}
    />
  )
}
