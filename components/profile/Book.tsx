import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react'
import { useT } from '../../lib/i18n/useT'
import { itemHref, profileMarks } from '../../lib/profile/profileMarks'
import {
  type BookContent,
  type BookKind,
  bookAnchors,
  bookCount,
  bookKinds,
  stripItemsHtml,
} from '../../lib/profile/profileMarkup'
import { useReducedMotion } from '../sliders/useReducedMotion'
import './Book.css'

const tabLabel = {
  book: 'profile.book',
  snap: 'profile.snap',
  compo: 'profile.compo',
  video: 'profile.videos',
} as const

/**
 * The talent's book, digitals (snap), composites and videos: each a native horizontal scroll-snap strip,
 * at every width, that shows every photo with no script (swipe, trackpad, the scrollbar, the arrow keys on
 * the focused strip), each photo numbered (`3 / 8`). The galleries are panels with anchors (`#digitals`):
 * their links show the panel through `:target` (Book.css) with no script. A video is a link to its page at
 * YouTube or Vimeo, on a poster (the talent's cover with the play mark: docs/DECISIONS.md, "The book is a
 * scroll-snap strip").
 *
 * When the profile's island is awake (components/profile/LiveProfile), the same HTML is enhanced: the
 * gallery links switch panels in place, the arrows (links to the next and previous photo before that) and
 * the arrow keys move the strip a view at a time (one photo on a phone, a pair on a desktop), looping,
 * and a video's link becomes its player in place, one
 * playing at a time, with the focus on it. No Swiper: docs/DECISIONS.md, "The book is a scroll-snap strip".
 * The strips' items are markup from lib/profile/profileMarkup, which the Worker also writes into the page
 * when the live profile differs from the build (functions/liveProfilePage.ts).
 */
export function Book({ content, name }: { content: BookContent; name: string }) {
  const t = useT()
  const kinds = bookKinds(content)
  // null until the island is awake: the HTML's own `:target` rules decide what shows until then.
  const [active, setActive] = useState<BookKind | null>(null)
  const [playing, setPlaying] = useState<string | null>(null)
  const reduced = useReducedMotion()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; then the visitor's choices lead.
  useEffect(() => {
    const hash = decodeURIComponent(location.hash.slice(1))
    const target = kinds.find((k) => hash === bookAnchors[k] || hash.startsWith(`${bookAnchors[k]}-`))
    setActive(target ?? kinds[0] ?? 'book')
  }, [])
  if (kinds.length === 0) return null

  const show = (kind: BookKind) => (event: MouseEvent) => {
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
      {kinds.map((k) => (
        <div
          key={k}
          id={bookAnchors[k]}
          className="book__panel"
          data-kind={k}
          {...{ [profileMarks.panel]: k }}
          hidden={active !== null && active !== k}
        >
          <Strip
            anchor={bookAnchors[k]}
            label={t(tabLabel[k])}
            total={bookCount(content, k)}
            reduced={reduced}
            items={stripItemsHtml(content, k, name, t, { first: k === kinds[0], playing })}
            onPlay={setPlaying}
            playing={k === 'video' ? playing : null}
          />
        </div>
      ))}
    </div>
  )
}

/**
 * A strip of items, each `<figure id="<anchor>-<n>">` with its number. The arrows are links to the second
 * and the last item until the island wakes; then they and the arrow keys scroll the strip a view at a time.
 */
function Strip({
  anchor,
  label,
  total,
  reduced,
  items,
  onPlay,
  playing,
}: {
  anchor: string
  label: string
  total: number
  reduced: boolean
  /** The items' markup (lib/profile/profileMarkup: the Worker writes the same for a live profile). */
  items: string
  onPlay: (video: string) => void
  /** The video playing in this strip: the player takes the focus. */
  playing: string | null
}) {
  const t = useT()
  const strip = useRef<HTMLElement>(null)
  // Where the strip is heading while a smooth scroll runs (null when it rests).
  const heading = useRef<number | null>(null)
  const headingTimer = useRef<number | undefined>(undefined)
  const several = total > 1
  useEffect(() => {
    if (playing) strip.current?.querySelector('iframe')?.focus()
  }, [playing])
  // A video's poster is a link to its page: awake, it plays in place instead.
  const onClick = (event: MouseEvent) => {
    const poster = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-video]') : null
    if (!poster?.dataset.video || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    onPlay(poster.dataset.video)
  }
  const step = (by: 1 | -1) => {
    const el = strip.current
    if (!el) return
    const items = [...el.children] as HTMLElement[]
    // From where a smooth scroll still running will end, not where it is now: a press during it moves on
    // from the view the visitor asked for.
    const left = heading.current ?? el.scrollLeft
    const right = left + el.clientWidth
    let to: HTMLElement | undefined
    // A view at a time: what is fully in view moves out (one photo on a phone, a pair of portraits on a
    // desktop, as the spec's slides paired them), looping at either end.
    if (by === 1) {
      const atEnd = right >= el.scrollWidth - 2
      // Nothing beyond the view's right edge is the end too (a last view snapped short of the maximum).
      to = atEnd
        ? items[0]
        : (items.find((item) => item.offsetLeft + item.offsetWidth > right + 2) ?? items[0])
    } else {
      to =
        left <= 2
          ? items.findLast((item) => item.offsetLeft <= el.scrollWidth - el.clientWidth + 2)
          : // The view before: what starts within a gap (8 px, Book.css) of one view back.
            items.find((item) => item.offsetLeft >= left - el.clientWidth - 10)
    }
    if (!to) return
    const end = Math.min(to.offsetLeft, el.scrollWidth - el.clientWidth)
    // Already there: no scroll runs (and no scrollend comes).
    if (Math.abs(end - el.scrollLeft) < 1) {
      heading.current = null
      return
    }
    heading.current = end
    el.scrollTo({ left: to.offsetLeft, behavior: reduced ? 'auto' : 'smooth' })
    // Cleared when the scroll ends, however long it takes on a busy phone (a timer cleared it mid-scroll,
    // and the next press then moved on from where the strip happened to be); a timer only in a browser
    // without scrollend, after a smooth scroll's longest time.
    const rest = () => {
      heading.current = null
    }
    if ('onscrollend' in el) el.addEventListener('scrollend', rest, { once: true })
    else {
      window.clearTimeout(headingTimer.current)
      headingTimer.current = window.setTimeout(rest, 1000)
    }
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
        {...{ [profileMarks.strip]: '' }}
        aria-roledescription="carousel"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1).
        tabIndex={0}
        onKeyDown={onKeyDown}
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: lib/profile/profileMarkup escapes every value.
        dangerouslySetInnerHTML={{ __html: items }}
      />
      {several && (
        <div className="strip__arrows">
          <a
            className="strip__arrow"
            href={itemHref(anchor, total)}
            onClick={onArrow(-1)}
            {...{ [profileMarks.previous]: '' }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            <span className="visually-hidden">{t('common.slider.previous')}</span>
          </a>
          <a className="strip__arrow" href={itemHref(anchor, 2)} onClick={onArrow(1)}>
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
