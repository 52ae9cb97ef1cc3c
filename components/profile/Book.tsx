import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react'
import { useT } from '../../lib/i18n/useT'
import { imageAttrs } from '../../lib/media/imageAttrs'
import type { Image, Video } from '../../lib/schemas/snapshot'
import { media } from '../../lib/site'
import { embedUrl, type VideoRef, watchUrl } from '../../lib/video'
import { useReducedMotion } from '../sliders/useReducedMotion'
import './Book.css'

type Kind = 'book' | 'snap' | 'compo' | 'video'

/** Each gallery's anchor: its panel's id, and `#<anchor>-<n>` its n-th item's (shareable addresses). */
export const bookAnchors: Record<Kind, string> = {
  book: 'book',
  snap: 'digitals',
  compo: 'composites',
  video: 'videos',
}

const tabLabel = {
  book: 'profile.book',
  snap: 'profile.snap',
  compo: 'profile.compo',
  video: 'profile.videos',
} as const

// An item's width in the strip (Book.css): on a phone the screen's width less the next photo's peek; from
// 1024 px the media column at the stage's height (a 3:4 portrait is at most 39vw wide, a landscape the column).
const sizes = {
  portrait: `${media.desktop} 39vw, 92vw`,
  landscape: `${media.desktop} 72vw, 92vw`,
}

const toRef = (v: Video): VideoRef =>
  v.hash ? { provider: v.provider, id: v.id, hash: v.hash } : { provider: v.provider, id: v.id }
const videoKey = (v: Video) => `${v.provider}:${v.id}`

/**
 * The talent's book, digitals (snap), composites and videos: each a native horizontal scroll-snap strip,
 * at every width, that shows every photo with no script (swipe, trackpad, the scrollbar, the arrow keys on
 * the focused strip), each photo numbered (`3 / 8`). The galleries are panels with anchors (`#digitals`):
 * their links show the panel through `:target` (Book.css) with no script. A video is a link to its page at
 * YouTube or Vimeo, on a poster (the talent's photo with the play mark: docs/DECISIONS.md, "Video posters").
 *
 * When the profile's island is awake (components/profile/LiveProfile), the same HTML is enhanced: the
 * gallery links switch panels in place, the arrows (links to the next and previous photo before that) and
 * the arrow keys move the strip one item, looping, and a video's link becomes its player in place, one
 * playing at a time, with the focus on it. No Swiper: docs/DECISIONS.md, "The book is a scroll-snap strip".
 */
export function Book({
  book,
  snap,
  compo,
  videos,
  poster,
  name,
}: {
  book: readonly Image[]
  snap: readonly Image[]
  compo: readonly Image[]
  videos: readonly Video[]
  /** The image the video posters show (the talent's cover), if any. */
  poster: string | null
  name: string
}) {
  const t = useT()
  const galleries = { book, snap, compo }
  const kinds = (['book', 'snap', 'compo', 'video'] as const).filter((k) =>
    k === 'video' ? videos.length > 0 : galleries[k].length > 0,
  )
  // null until the island is awake: the HTML's own `:target` rules decide what shows until then.
  const [active, setActive] = useState<Kind | null>(null)
  const [playing, setPlaying] = useState<string | null>(null)
  const reduced = useReducedMotion()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; then the visitor's choices lead.
  useEffect(() => {
    const hash = decodeURIComponent(location.hash.slice(1))
    const target = kinds.find((k) => hash === bookAnchors[k] || hash.startsWith(`${bookAnchors[k]}-`))
    setActive(target ?? kinds[0] ?? 'book')
  }, [])
  if (kinds.length === 0) return null

  const show = (kind: Kind) => (event: MouseEvent) => {
    event.preventDefault()
    setActive(kind)
    if (kind !== 'video') setPlaying(null)
    history.replaceState(history.state, '', `#${bookAnchors[kind]}`)
  }

  return (
    <div className="book" data-active={active ?? undefined}>
      {kinds.length > 1 && (
        <nav className="book__tabs" aria-label={t('profile.galleries')}>
          {kinds.map((k) => (
            <a
              key={k}
              href={`#${bookAnchors[k]}`}
              data-kind={k}
              aria-current={active === k ? 'true' : undefined}
              onClick={show(k)}
            >
              {t(tabLabel[k])}
            </a>
          ))}
        </nav>
      )}
      {kinds.map((k) => {
        const label = t(tabLabel[k])
        const items =
          k === 'video'
            ? videos.map((video, i) => (
                <VideoItem
                  key={videoKey(video)}
                  video={video}
                  title={t('profile.video', { name, number: i + 1 })}
                  poster={poster}
                  playing={playing === videoKey(video)}
                  onPlay={() => setPlaying(videoKey(video))}
                />
              ))
            : galleries[k].map((img, i) => (
                <Photo
                  key={img.src}
                  image={img}
                  alt={t('profile.photo', { name, number: i + 1, total: galleries[k].length })}
                  first={k === kinds[0] && i === 0}
                />
              ))
        return (
          <div
            key={k}
            id={bookAnchors[k]}
            className="book__panel"
            data-kind={k}
            hidden={active !== null && active !== k}
          >
            <Strip anchor={bookAnchors[k]} label={label} reduced={reduced}>
              {items}
            </Strip>
          </div>
        )
      })}
    </div>
  )
}

/**
 * A strip of items, each `<figure id="<anchor>-<n>">` with its number. The arrows are links to the next
 * and previous item (looping) until the island wakes; then they and the arrow keys scroll the strip by one
 * item.
 */
function Strip({
  anchor,
  label,
  reduced,
  children,
}: {
  anchor: string
  label: string
  reduced: boolean
  children: React.ReactElement[]
}) {
  const t = useT()
  const strip = useRef<HTMLElement>(null)
  const total = children.length
  const several = total > 1
  const step = (by: 1 | -1) => {
    const el = strip.current
    if (!el) return
    const items = [...el.children] as HTMLElement[]
    const left = el.scrollLeft
    const right = left + el.clientWidth
    let to: HTMLElement | undefined
    // A view at a time: what is fully in view moves out (one photo on a phone, a pair of portraits on a
    // desktop, as the spec's slides paired them), looping at either end.
    if (by === 1) {
      const atEnd = right >= el.scrollWidth - 2
      to = atEnd ? items[0] : items.find((item) => item.offsetLeft + item.offsetWidth > right + 2)
    } else {
      to =
        left <= 2
          ? items.findLast((item) => item.offsetLeft <= el.scrollWidth - el.clientWidth + 2)
          : items.find((item) => item.offsetLeft >= left - el.clientWidth - 2)
    }
    if (to) el.scrollTo({ left: to.offsetLeft, behavior: reduced ? 'auto' : 'smooth' })
  }
  const onArrow = (by: 1 | -1) => (event: MouseEvent) => {
    event.preventDefault()
    step(by)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || event.target !== event.currentTarget) return
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
    else return
    event.preventDefault()
  }
  return (
    <div className="book__stage">
      <section
        ref={strip}
        className="strip"
        aria-roledescription="carousel"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1).
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {children.map((child, i) => (
          <figure key={child.key} id={`${anchor}-${i + 1}`} className="strip__item">
            {child}
            <figcaption className="strip__count">
              {i + 1} / {total}
            </figcaption>
          </figure>
        ))}
      </section>
      {several && (
        <div className="strip__arrows">
          <a className="strip__arrow" href={`#${anchor}-${total}`} onClick={onArrow(-1)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            <span className="visually-hidden">{t('common.slider.previous')}</span>
          </a>
          <a className="strip__arrow" href={`#${anchor}-2`} onClick={onArrow(1)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M9 4l8 8-8 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            <span className="visually-hidden">{t('common.slider.next')}</span>
          </a>
        </div>
      )}
    </div>
  )
}

function Photo({ image, alt, first }: { image: Image; alt: string; first: boolean }) {
  const orientation = image.width > image.height ? 'landscape' : 'portrait'
  const attrs = imageAttrs(image.src, sizes[orientation])
  return (
    <img
      {...attrs}
      width={image.width || attrs.width}
      height={image.height || attrs.height}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      data-orientation={orientation}
    />
  )
}

/**
 * A video: a link to its page on the poster, with the play mark; awake, a click plays it in place (the
 * player takes the focus, and any other video of the page stops: `playing` is one key).
 */
function VideoItem({
  video,
  title,
  poster,
  playing,
  onPlay,
}: {
  video: Video
  title: string
  poster: string | null
  playing: boolean
  onPlay: () => void
}) {
  const t = useT()
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])
  if (playing) {
    return (
      <iframe
        ref={frame}
        className="video__frame"
        src={embedUrl(toRef(video))}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <a
      className="video__poster"
      href={watchUrl(toRef(video))}
      target="_blank"
      rel="noopener noreferrer"
      data-provider={video.provider}
      onClick={(event) => {
        event.preventDefault()
        onPlay()
      }}
    >
      {poster && <img src={poster} alt="" loading="lazy" decoding="async" />}
      <span className="video__play">
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="31" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M26 20l20 12-20 12z" fill="currentColor" />
        </svg>
        <span className="video__label">
          {t('profile.playVideo')}
          <span className="visually-hidden">: {title}</span>
        </span>
        <span className="video__provider" aria-hidden="true">
          {video.provider === 'youtube' ? 'YouTube' : 'Vimeo'}
        </span>
      </span>
    </a>
  )
}
