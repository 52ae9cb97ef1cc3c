import { useEffect, useRef, useState } from 'react'
import { useT } from '../../lib/i18n/useT'
import { site } from '../../lib/site'
import { whenIdle } from '../whenIdle'
import type { OfficeMap as OfficeMapHandle } from './createOfficeMap'
import type { MapPalette } from './officeMapStyle'
import './OfficeMap.css'

type Status = 'waiting' | 'loading' | 'ready' | 'failed'

/**
 * Start loading this far before the map scrolls into view, so it is drawn by the time it is seen. Small on
 * purpose: on a phone the map sits about 260 px below the first screen, and MapLibre (some 285 KiB gzip)
 * must not be part of that first view.
 */
const nearViewport = '200px 0px'

/** The theme's colours, as the map must be given them (it cannot read CSS variables). */
function readPalette(): MapPalette {
  const styles = getComputedStyle(document.documentElement)
  const read = (name: string) => styles.getPropertyValue(name).trim()
  return {
    dark: document.documentElement.dataset.theme === 'dark',
    bg: read('--bg'),
    fg: read('--fg'),
    surface: read('--surface'),
    line: read('--line'),
    muted: read('--muted'),
  }
}

/**
 * The office on a MapLibre map (zoom 15), loaded only when it nears the viewport once the page has loaded
 * and gone idle: until then, and if the browser cannot draw it, the reserved box shows a quiet placeholder,
 * so nothing shifts when it appears.
 * The address is written beside the map; the map itself is a labelled region that Tab passes through.
 */
export function OfficeMap() {
  const t = useT()
  const box = useRef<HTMLDivElement>(null)
  const canvasHost = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('waiting')
  const strings = {
    'Map.Title': t('forms.contact.map'),
    'NavigationControl.ZoomIn': t('forms.contact.zoomIn'),
    'NavigationControl.ZoomOut': t('forms.contact.zoomOut'),
  }
  const stringsKey = JSON.stringify(strings)

  useEffect(() => {
    const element = box.current
    const host = canvasHost.current
    if (!element || !host) return
    let handle: OfficeMapHandle | undefined
    let cancelled = false
    let themeObserver: MutationObserver | undefined

    const load = async () => {
      setStatus('loading')
      try {
        const { createOfficeMap } = await import('./createOfficeMap')
        if (cancelled) return
        handle = createOfficeMap({
          container: host,
          office: [site.office.lng, site.office.lat],
          zoom: site.mapZoom,
          officeLabel: site.name,
          uiStrings: JSON.parse(stringsKey) as Record<string, string>,
          palette: readPalette,
        })
        setStatus('ready')
        themeObserver = new MutationObserver(() => handle?.setTheme())
        themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
      } catch (error) {
        // No WebGL, or the chunk failed to load: the placeholder stays, with the address beside it.
        console.warn('The office map could not be drawn:', error)
        if (!cancelled) setStatus('failed')
      }
    }

    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          void load()
        }
      },
      { rootMargin: nearViewport },
    )
    // Only after the page has loaded and the main thread is idle: never part of the first load, even where
    // the map is on the first screen (desktop).
    const cancelIdle = whenIdle(() => observer.observe(element))
    return () => {
      cancelled = true
      cancelIdle()
      observer.disconnect()
      themeObserver?.disconnect()
      handle?.remove()
    }
  }, [stringsKey])

  const osm = `https://www.openstreetmap.org/?mlat=${site.office.lat}&mlon=${site.office.lng}#map=17/${site.office.lat}/${site.office.lng}`
  return (
    <div className="office-map" ref={box} data-status={status}>
      <div className="office-map-canvas" ref={canvasHost} />
      {status !== 'ready' && (
        <div className="office-map-placeholder">
          <span className="office-map-pin" aria-hidden="true" />
          {status === 'failed' && <p>{t('forms.contact.mapUnavailable')}</p>}
        </div>
      )}
      <a className="office-map-link" href={osm} target="_blank" rel="noopener noreferrer">
        {t('forms.contact.openMap')}
      </a>
    </div>
  )
}
