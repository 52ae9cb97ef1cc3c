import { colourName } from '../i18n/colourName'
import type { Locale } from '../i18n/locales'
import type { Translator } from '../i18n/translator'
import { kindOf } from '../measurements/measurementFields'
import { type ProfileMeasurement, profileMeasurements } from '../measurements/profileMeasurements'
import { imageAttrs } from '../media/imageAttrs'
import type { Gender, Image, MeasurementValues, Video } from '../schemas/snapshot'
import { media } from '../site'
import { escapeHtml } from '../text/escapeHtml'
import { embedUrl, type VideoRef, watchUrl } from '../video'

// The parts of a profile page that live data changes, as markup: the one owner of it for both the page
// (React sets it: components/profile/Book, Measurements, MeasurementsLine) and the Worker, which writes a
// live profile that differs from the build into the prerendered page (functions/liveProfilePage.ts). Every
// value goes through escapeHtml.

export type BookKind = 'book' | 'snap' | 'compo' | 'video'

/** Each gallery's anchor: its panel's id, and `#<anchor>-<n>` its n-th item's (shareable addresses). */
export const bookAnchors: Record<BookKind, string> = {
  book: 'book',
  snap: 'digitals',
  compo: 'composites',
  video: 'videos',
}

export type BookContent = {
  book: readonly Image[]
  snap: readonly Image[]
  compo: readonly Image[]
  videos: readonly Video[]
  /** The image the video posters show (the talent's cover), if any. */
  cover: string | null
}

/** The galleries a profile shows, in order: each only when it has something. */
export function bookKinds(content: BookContent): BookKind[] {
  return (['book', 'snap', 'compo', 'video'] as const).filter((k) =>
    k === 'video' ? content.videos.length > 0 : content[k].length > 0,
  )
}

/** How many items a gallery has. */
export const bookCount = (content: BookContent, kind: BookKind) =>
  kind === 'video' ? content.videos.length : content[kind].length

export const videoKey = (v: Video) => `${v.provider}:${v.id}`
const toRef = (v: Video): VideoRef =>
  v.hash ? { provider: v.provider, id: v.id, hash: v.hash } : { provider: v.provider, id: v.id }

// An item's width in the strip (Book.css): on a phone the screen's width less the next photo's peek; from
// 1024 px the media column at the stage's height (a 3:4 portrait is at most 39vw wide, a landscape the column).
const sizes = {
  portrait: `${media.desktop} 39vw, 92vw`,
  landscape: `${media.desktop} 72vw, 92vw`,
}

const attrs = (pairs: Record<string, string | number | undefined>) =>
  Object.entries(pairs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('')

function photo(image: Image, alt: string, first: boolean): string {
  const orientation = image.width > image.height ? 'landscape' : 'portrait'
  const a = imageAttrs(image.src, sizes[orientation])
  return `<img${attrs({
    src: a.src,
    srcset: a.srcSet,
    sizes: a.sizes,
    width: image.width || a.width,
    height: image.height || a.height,
    alt,
    loading: first ? 'eager' : 'lazy',
    // The book's other photos are off screen, beside the first: loaded early (lazy loading reaches into the
    // strip), but after everything the first screen shows.
    fetchpriority: first ? 'high' : 'low',
    decoding: 'async',
    'data-orientation': orientation,
  })}>`
}

const playMark =
  '<svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false"><circle cx="32" cy="32" r="31" fill="none" stroke="currentColor" stroke-width="1.5"></circle><path d="M26 20l20 12-20 12z" fill="currentColor"></path></svg>'

function video(v: Video, title: string, cover: string | null, playing: boolean, t: Translator): string {
  if (playing) {
    return `<iframe${attrs({
      class: 'video__frame',
      src: embedUrl(toRef(v)),
      title,
      allow: 'autoplay; fullscreen; picture-in-picture; encrypted-media',
      allowfullscreen: '',
      referrerpolicy: 'strict-origin-when-cross-origin',
    })}></iframe>`
  }
  const poster = cover ? `<img${attrs({ src: cover, alt: '', loading: 'lazy', decoding: 'async' })}>` : ''
  return (
    `<a${attrs({
      class: 'video__poster',
      href: watchUrl(toRef(v)),
      target: '_blank',
      rel: 'noopener noreferrer',
      'data-video': videoKey(v),
    })}>${poster}<span class="video__play">${playMark}<span class="video__label">` +
    `${escapeHtml(t('profile.playVideo'))}<span class="visually-hidden">: ${escapeHtml(title)}</span></span>` +
    `<span class="video__provider" aria-hidden="true">${v.provider === 'youtube' ? 'YouTube' : 'Vimeo'}</span>` +
    '</span></a>'
  )
}

/**
 * The items of one gallery's strip: `<figure id="<anchor>-<n>">` each, with its photo (or a video's poster
 * link, or its player when it is `playing`) and its number (`3 / 8`). `first`: this is the page's first
 * gallery, whose first photo loads at once and first (the page's largest paint).
 */
export function stripItemsHtml(
  content: BookContent,
  kind: BookKind,
  name: string,
  t: Translator,
  options: { first: boolean; playing?: string | null },
): string {
  const total = bookCount(content, kind)
  const anchor = bookAnchors[kind]
  const items =
    kind === 'video'
      ? content.videos.map((v, i) =>
          video(
            v,
            t('profile.video', { name, number: i + 1 }),
            content.cover,
            options.playing === videoKey(v),
            t,
          ),
        )
      : content[kind].map((image, i) =>
          photo(image, t('profile.photo', { name, number: i + 1, total }), options.first && i === 0),
        )
  return items
    .map(
      (item, i) =>
        `<figure id="${anchor}-${i + 1}" class="strip__item">${item}` +
        `<figcaption class="strip__count">${i + 1} / ${total}</figcaption></figure>`,
    )
    .join('')
}

/** A measurement's value as shown: colours in the page's language, the imperial part when asked for. */
export function shownValue(m: ProfileMeasurement, locale: Locale, unit: 'cm' | 'in'): string {
  if (kindOf(m.field) === 'colour') return colourName(m.value, locale)
  return unit === 'in' && m.imperial !== undefined ? m.imperial : m.value
}

/**
 * The measurement list's items (`<dt>`/`<dd>` pairs, each in its `data-field` row). A value with an imperial
 * part carries both, each in its span (`measurements__cm`, `measurements__in`): the page's cm / in radios
 * show one with CSS alone (components/profile/Profile.css), with or without script.
 */
export function measurementItemsHtml(
  gender: Gender | null,
  values: MeasurementValues,
  locale: Locale,
  t: Translator,
): string {
  const value = (m: ProfileMeasurement) => {
    const cm = escapeHtml(shownValue(m, locale, 'cm'))
    const inches = shownValue(m, locale, 'in')
    if (m.imperial === undefined || kindOf(m.field) === 'colour') return cm
    return `<span class="measurements__cm">${cm}</span><span class="measurements__in">${escapeHtml(inches)}</span>`
  }
  return profileMeasurements(gender, values)
    .map(
      (m) =>
        `<div class="measurements__item" data-field="${m.field}"><dt>${escapeHtml(t(`profile.measurements.${m.field}`))}</dt>` +
        `<dd>${value(m)}</dd></div>`,
    )
    .join('')
}

/** What a casting reads first, in this order (bust, else chest): the phone's one line under the name. */
const summaryFields: readonly (readonly ProfileMeasurement['field'][])[] = [
  ['height'],
  ['bust', 'chest'],
  ['waist'],
  ['shoes'],
]

/** "Altura 173 · Busto 88 · Cintura 61 · Sapato 38 BR": the summary line's text ('' when none has a value). */
export function summaryText(gender: Gender | null, values: MeasurementValues, t: Translator): string {
  const list = profileMeasurements(gender, values)
  return summaryFields
    .flatMap((fields) => {
      const found = fields.map((f) => list.find((m) => m.field === f)).find((m) => m !== undefined)
      return found ? [`${t(`profile.measurements.${found.field}`)} ${found.value}`] : []
    })
    .join(' · ')
}
