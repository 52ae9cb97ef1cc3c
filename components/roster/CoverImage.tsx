import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react'
import { imageAttrs } from '../../lib/media/imageAttrs'
import { cardSizes, coverFallback as fallbackImage } from '../../lib/roster/cardTemplate'

export { cardSizes }

export type CoverPriority = 'high' | 'eager' | undefined

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  src: string | null
  /**
   * `high`: a cover that may be the page's largest paint on any screen (a phone's first row): at once, high
   * priority. `eager`: on screen at once on a wide screen only (the rest of a desktop's first row): at once,
   * at the browser's own priority, so it does not take a phone's first bytes from the ones it shows.
   * Otherwise lazy.
   */
  priority?: CoverPriority
}

/**
 * A talent's cover at a fixed 3:4 box (width/height set, so nothing shifts while it loads), with the
 * responsive variants of a mirrored image (lib/media/imageAttrs), replaced by the fallback image when
 * missing or broken. A cover that failed while its island slept is swapped by the page's first script
 * (`data-fallback`); one that failed during hydration is caught on mount by its zero natural width.
 */
export function CoverImage({ src, priority, alt = '', sizes = cardSizes, ...props }: Props) {
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
      {...imageAttrs(src && !broken ? src : fallbackImage, sizes)}
      // The frame's 3:4 box (object-fit: cover), whatever the picture's own size.
      width={600}
      height={800}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      decoding="async"
      // Before its island wakes (or with no React at all), the page's first script swaps a broken cover
      // for this one (components/islands/shell.ts).
      data-fallback={fallbackImage}
      onError={() => setBroken(true)}
    />
  )
}
