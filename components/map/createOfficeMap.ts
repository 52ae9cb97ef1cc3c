// Loaded on demand (OfficeMap imports it dynamically): MapLibre and its stylesheet never reach a page's
// first load.
import {
  AttributionControl,
  type Map as MapLibreMap,
  Map as MaplibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { mapTiles } from '../../lib/mapStyle'
import { type LngLat, neighbourhood } from './neighbourhood'
import { type MapPalette, officeMapStyle } from './officeMapStyle'

// Bundled, MapLibre cannot find its worker beside itself: point it at the emitted file (same origin).
setWorkerUrl(workerUrl)

export type OfficeMapOptions = {
  container: HTMLElement
  office: LngLat
  zoom: number
  /** The office's name on the marker. */
  officeLabel: string
  /** MapLibre's UI strings in the page's language (canvas label, zoom buttons). */
  uiStrings: Record<string, string>
  palette: () => MapPalette
}

export type OfficeMap = {
  /** Redraws in the current theme's colours. */
  setTheme: () => void
  remove: () => void
}

let tilesAnswer: Promise<boolean> | undefined

/**
 * Whether the raster basemap answers: one tile requested once per page (the one under the office), so an
 * offline or blocked visitor sees the drawing after a single failed request instead of a grid of errors.
 */
function tilesReachable(office: LngLat, zoom: number): Promise<boolean> {
  tilesAnswer ??= (async () => {
    const n = 2 ** zoom
    const x = Math.floor(((office[0] + 180) / 360) * n)
    const latRad = (office[1] * Math.PI) / 180
    const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n)
    const url = mapTiles.light
      .replace('{z}', String(zoom))
      .replace('{x}', String(x))
      .replace('{y}', String(y))
    try {
      const response = await fetch(url, { mode: 'cors', signal: AbortSignal.timeout(4000) })
      return response.ok && (response.headers.get('content-type') ?? '').startsWith('image/')
    } catch {
      return false
    }
  })()
  return tilesAnswer
}

function labelElement(className: string, text: string): HTMLElement {
  const element = document.createElement('div')
  element.className = className
  element.textContent = text
  // The street names and the office marker repeat what the address beside the map says.
  element.setAttribute('aria-hidden', 'true')
  return element
}

/**
 * Draws the office map into `container`. Throws when the browser cannot draw it (no WebGL), so the
 * caller can show its fallback.
 */
export function createOfficeMap(options: OfficeMapOptions): OfficeMap {
  const { container, office, zoom } = options
  const { streets, labels } = neighbourhood(office)
  let withTiles = false
  const finePointer = window.matchMedia('(pointer: fine)').matches
  const map: MapLibreMap = new MaplibreMap({
    container,
    style: officeMapStyle(options.palette(), streets, false),
    center: office,
    zoom,
    minZoom: 13,
    maxZoom: 18,
    // The page scrolls over the map; a one-finger swipe on a phone scrolls the page, not the map.
    scrollZoom: false,
    dragPan: finePointer,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maxBounds: [
      [office[0] - 0.03, office[1] - 0.03],
      [office[0] + 0.03, office[1] + 0.03],
    ],
    attributionControl: false,
    locale: options.uiStrings,
    fadeDuration: 0,
  })
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
  map.on('error', () => {
    // A failed tile after a successful probe: MapLibre keeps what it has drawn; no console noise.
  })

  const streetLabels = labels.map((label) =>
    new Marker({
      element: labelElement('office-map-street', label.name),
      rotation: label.rotation,
      rotationAlignment: 'map',
    })
      .setLngLat(label.lngLat)
      .addTo(map),
  )
  const marker = document.createElement('div')
  marker.className = 'office-map-marker'
  marker.setAttribute('aria-hidden', 'true')
  marker.append(labelElement('office-map-marker-label', options.officeLabel), document.createElement('span'))
  new Marker({ element: marker, anchor: 'bottom' }).setLngLat(office).addTo(map)

  const redraw = () => map.setStyle(officeMapStyle(options.palette(), streets, withTiles))

  let removed = false
  void tilesReachable(office, zoom).then((reachable) => {
    if (!reachable || removed) return
    withTiles = true
    // The basemap writes its own street names: the drawn ones would double them.
    for (const label of streetLabels) label.remove()
    map.addControl(new AttributionControl({ compact: true }), 'bottom-right')
    redraw()
  })

  return {
    setTheme: redraw,
    remove: () => {
      removed = true
      map.remove()
    },
  }
}
