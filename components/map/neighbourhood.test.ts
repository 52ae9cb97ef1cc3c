import { describe, expect, it } from 'vitest'
import { neighbourhood, offset } from './neighbourhood'

const office: [number, number] = [-46.6712, -23.5629]

describe('offset', () => {
  it('moves south-east along u and north-east along v', () => {
    const [lng, lat] = offset(office, 100, 0)
    expect(lng).toBeGreaterThan(office[0])
    expect(lat).toBeLessThan(office[1])
    const [lng2, lat2] = offset(office, 0, 100)
    expect(lng2).toBeGreaterThan(office[0])
    expect(lat2).toBeGreaterThan(office[1])
  })

  it('keeps distances in metres', () => {
    const [lng, lat] = offset(office, 1000, 0)
    const dx = (lng - office[0]) * 111_320 * Math.cos((office[1] * Math.PI) / 180)
    const dy = (lat - office[1]) * 110_574
    expect(Math.hypot(dx, dy)).toBeCloseTo(1000, 0)
  })
})

describe('neighbourhood', () => {
  const { streets, labels } = neighbourhood(office)

  it('draws straight street lines, with the avenues marked major', () => {
    expect(streets.features.length).toBeGreaterThan(20)
    for (const feature of streets.features) expect(feature.geometry.coordinates).toHaveLength(2)
    expect(streets.features.filter((f) => f.properties?.major).length).toBe(3)
  })

  it('names Rua Oscar Freire next to the office', () => {
    const oscarFreire = labels.find((l) => l.name === 'Rua Oscar Freire')
    expect(oscarFreire?.rotation).toBe(45)
    expect(labels.map((l) => l.name)).toContain('Avenida Paulista')
  })
})
