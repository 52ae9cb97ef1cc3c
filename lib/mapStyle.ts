/**
 * Everything the contact map may load from outside the site, in one place: the Worker's
 * Content-Security-Policy (functions/, scripts/writeEdgeFiles.ts) is built from these lists, so a tile
 * host changed here is allowed there and nowhere else.
 *
 * The map needs no key and no outside request to look right: its base is a drawing of the streets
 * around the office shipped with the site (components/map/). When the keyless CARTO basemap answers a
 * single probe request, its raster tiles are drawn instead; when it does not (offline, blocked), the
 * drawing stays and nothing else is requested.
 */

/** Origins the map fetches from (`connect-src` and `img-src`: MapLibre fetches tiles, then decodes them). */
export const mapOrigins = ['https://basemaps.cartocdn.com'] as const

/**
 * The CSP sources MapLibre needs besides `mapOrigins`: its web worker is a same-origin module
 * (`worker-src 'self'`; `blob:` for browsers that load it through a blob), and decoded tiles are
 * drawn from blob URLs (`img-src blob: data:`). Styles are set through the CSSOM, so no inline style.
 */
export const mapCspSources = {
  'connect-src': [...mapOrigins],
  'img-src': [...mapOrigins, 'blob:', 'data:'],
  'worker-src': ["'self'", 'blob:'],
} as const

/** The raster basemap of each theme (retina tiles of 512 px for 256 px of map). */
export const mapTiles = {
  light: `${mapOrigins[0]}/light_all/{z}/{x}/{y}@2x.png`,
  dark: `${mapOrigins[0]}/dark_all/{z}/{x}/{y}@2x.png`,
} as const

export const mapTileAttribution =
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors © <a href="https://carto.com/attributions">CARTO</a>'
