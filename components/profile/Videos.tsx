import { useState } from 'react'
import { useT } from '../../lib/i18n/useT'
import type { Video } from '../../lib/schemas/snapshot'
import { embedUrl, type VideoRef } from '../../lib/video'

const toRef = (v: Video): VideoRef =>
  v.hash ? { provider: v.provider, id: v.id, hash: v.hash } : { provider: v.provider, id: v.id }

/**
 * The talent's videos. Nothing of YouTube or Vimeo loads with the page: each video is a poster button,
 * and only a click creates the player (which then starts playing).
 */
export function Videos({ videos, name }: { videos: readonly Video[]; name: string }) {
  const t = useT()
  if (videos.length === 0) return null
  return (
    <section className="videos" aria-labelledby="profile-videos">
      <h2 id="profile-videos" className="videos__title">
        {t('profile.videos')}
      </h2>
      <ul className="videos__list">
        {videos.map((video, i) => (
          <li key={`${video.provider}:${video.id}`} className="videos__item">
            <VideoPlayer video={video} title={t('profile.video', { name, number: i + 1 })} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function VideoPlayer({ video, title }: { video: Video; title: string }) {
  const t = useT()
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      <iframe
        className="videos__frame"
        src={embedUrl(toRef(video))}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <button
      type="button"
      className="videos__poster"
      data-provider={video.provider}
      onClick={() => setPlaying(true)}
    >
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="31" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M26 20l20 12-20 12z" fill="currentColor" />
      </svg>
      <span className="videos__label">
        {t('profile.playVideo')}
        <span className="visually-hidden">: {title}</span>
      </span>
    </button>
  )
}
