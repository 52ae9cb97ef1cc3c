import type { FeatureCollection, LineString } from 'geojson'
import type { StyleSpecification } from 'maplibre-gl'
import { mapTileAttribution, mapTiles } from '../../lib/mapStyle'

/** The page's colours the map is drawn in (read from the theme's CSS variables). */
export type MapPalette = {
  dark: boolean
  bg: string
  fg: string
  surface: string
  line: string
  muted: string
}

/**
 * The map's style: a blank sheet in the theme's surface colour with the street drawing on it (streets in
 * the page background colour, avenues wider), and, when `withTiles`, the CARTO raster basemap of the
 * theme on top of it. No glyphs or sprites: street names and the office are HTML markers, so the style
 * needs no outside request at all.
 */
export function officeMapStyle(
  palette: MapPalette,
  streets: FeatureCollection<LineString>,
  withTiles: boolean,
): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: { streets: { type: 'geojson', data: streets } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': palette.surface } },
      {
        id: 'streets',
        type: 'line',
        source: 'streets',
        filter: ['!', ['get', 'major']],
        layout: { 'line-cap': 'square' },
        paint: {
          'line-color': palette.bg,
          'line-width': ['interpolate', ['exponential', 2], ['zoom'], 13, 1.5, 15, 5, 17, 18],
        },
      },
      {
        id: 'avenues',
        type: 'line',
        source: 'streets',
        filter: ['get', 'major'],
        layout: { 'line-cap': 'square' },
        paint: {
          'line-color': palette.bg,
          'line-width': ['interpolate', ['exponential', 2], ['zoom'], 13, 3, 15, 10, 17, 34],
        },
      },
      {
        id: 'avenue-centres',
        type: 'line',
        source: 'streets',
        filter: ['get', 'major'],
        paint: {
          'line-color': palette.line,
          'line-width': 1,
          'line-dasharray': [4, 4],
        },
      },
    ],
  }
  if (withTiles) {
    style.sources.basemap = {
      type: 'raster',
      tiles: [palette.dark ? mapTiles.dark : mapTiles.light],
      tileSize: 256,
      maxzoom: 20,
      attribution: mapTileAttribution,
    }
    style.layers.push({ id: 'basemap', type: 'raster', source: 'basemap' })
  }
  return style
}
