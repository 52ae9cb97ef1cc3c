import { imageAttrs } from '../../lib/media/imageAttrs'
import { media } from '../../lib/site'
import { Slider } from './Slider'

/** One picture of a slider: the image, and its phone variant below 650 px when there is one. */
export type SliderPicture = { key: string; src: string; mobile?: string | null; alt: string }

type PictureSliderProps = {
  label: string
  pictures: readonly SliderPicture[]
  /** The image's width in the layout (`sizes`). */
  sizes: string
  speed: number
  delay?: number
  className?: string
  /** The class of each slide's frame (its layout: About.css, Post.css). */
  frameClass: string
  /** Whether the first picture is among the first view's (loaded at once, high priority); default true. */
  priority?: boolean
}

/**
 * A slider of pictures (the About page's, a post's), with props that are plain data so it can be an island
 * (components/islands): the first picture loads at once (unless it is below the first view: `priority`),
 * the others lazily.
 */
export function PictureSlider({
  label,
  pictures,
  sizes,
  speed,
  delay,
  className,
  frameClass,
  priority = true,
}: PictureSliderProps) {
  return (
    <Slider
      label={label}
      speed={speed}
      {...(className !== undefined && { className })}
      {...(delay !== undefined && { delay })}
      items={pictures.map((picture, i) => {
        const small = picture.mobile ? imageAttrs(picture.mobile, sizes) : null
        return {
          key: picture.key,
          content: (
            <picture className={frameClass}>
              {small && (
                <source
                  media={media.phone}
                  srcSet={small.srcSet ?? small.src}
                  sizes={small.sizes}
                  width={small.width}
                  height={small.height}
                />
              )}
              <img
                {...imageAttrs(picture.src, sizes)}
                alt={picture.alt}
                loading={i === 0 && priority ? 'eager' : 'lazy'}
                // The other slides are off screen, beside the first: after what the first screen shows.
                fetchPriority={i > 0 ? 'low' : priority ? 'high' : 'auto'}
              />
            </picture>
          ),
        }
      })}
    />
  )
}
