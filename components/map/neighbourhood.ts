import type { Feature, FeatureCollection, LineString } from 'geojson'

/** A point as [longitude, latitude] (MapLibre's order). */
export type LngLat = [number, number]

type Street = { name?: string; at: number; major?: boolean }

/**
 * A schematic of the Jardins grid around the office, drawn in metres along two axes: `u` runs south-east,
 * parallel to Avenida Paulista (Rua Oscar Freire, the alamedas), `v` runs north-east, across them (Rua
 * Augusta, Avenida Rebouças). It is a sketch to place the office among streets people know, not a survey:
 * distances are even and only the best-known names are written.
 */
const alongU: Street[] = [
  { at: -520, name: 'Avenida Brasil', major: true },
  { at: -390 },
  { at: -265, name: 'Rua Estados Unidos' },
  { at: -140 },
  { at: -14, name: 'Rua Oscar Freire' },
  { at: 115, name: 'Alameda Lorena' },
  { at: 240 },
  { at: 365 },
  { at: 490 },
  { at: 615, name: 'Alameda Santos' },
  { at: 750, name: 'Avenida Paulista', major: true },
  { at: 880 },
  { at: 1010 },
]

const alongV: Street[] = [
  { at: -1180 },
  { at: -980 },
  { at: -780 },
  { at: -590, name: 'Avenida Rebouças', major: true },
  { at: -400, name: 'Rua Bela Cintra' },
  { at: -210, name: 'Rua Haddock Lobo' },
  { at: 80, name: 'Rua Augusta' },
  { at: 280 },
  { at: 480, name: 'Rua Peixoto Gomide' },
  { at: 680 },
  { at: 880 },
  { at: 1080 },
  { at: 1280 },
]

/** How far the drawing reaches from the office along each axis (covers a zoom-15 view of ~2.6 km). */
const reach = 1500

const metresPerDegreeLat = 110_574

/** The point `u` metres south-east and `v` metres north-east of `origin`. */
export function offset(origin: LngLat, u: number, v: number): LngLat {
  const east = (u + v) / Math.SQRT2
  const north = (v - u) / Math.SQRT2
  const metresPerDegreeLng = 111_320 * Math.cos((origin[1] * Math.PI) / 180)
  return [origin[0] + east / metresPerDegreeLng, origin[1] + north / metresPerDegreeLat]
}

export type StreetLabel = {
  name: string
  lngLat: LngLat /** Degrees clockwise on screen. */
  rotation: number
}

/**
 * The streets around `office` as GeoJSON lines (property `major` for the avenues) and where to write
 * the named ones, turned along their street. Labels of the two directions sit in separate bands (the
 * south-east streets' west of the office, the cross streets' between Lorena and Santos) so none overlap.
 */
export function neighbourhood(office: LngLat): {
  streets: FeatureCollection<LineString>
  labels: StreetLabel[]
} {
  const features: Feature<LineString>[] = []
  const labels: StreetLabel[] = []
  for (const street of alongU) {
    features.push({
      type: 'Feature',
      properties: { major: Boolean(street.major) },
      geometry: {
        type: 'LineString',
        coordinates: [offset(office, -reach, street.at), offset(office, reach, street.at)],
      },
    })
    // South-east on screen is down and to the right: 45° clockwise.
    if (street.name) labels.push({ name: street.name, lngLat: offset(office, -350, street.at), rotation: 45 })
  }
  for (const street of alongV) {
    features.push({
      type: 'Feature',
      properties: { major: Boolean(street.major) },
      geometry: {
        type: 'LineString',
        coordinates: [offset(office, street.at, -reach), offset(office, street.at, reach)],
      },
    })
    if (street.name) labels.push({ name: street.name, lngLat: offset(office, street.at, 365), rotation: -45 })
  }
  return { streets: { type: 'FeatureCollection', features }, labels }
}
