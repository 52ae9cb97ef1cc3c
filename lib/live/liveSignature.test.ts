import { describe, expect, it } from 'vitest'
import { liveSignature } from './liveSignature'

describe('liveSignature', () => {
  it('is the same for equal data and differs when a shown field changes', () => {
    const talent = { id: 1, name: 'Ana Lima', cover: '/a.jpg' }
    expect(liveSignature(talent)).toBe(liveSignature(JSON.parse(JSON.stringify(talent))))
    expect(liveSignature(talent)).not.toBe(liveSignature({ ...talent, cover: '/b.jpg' }))
    expect(liveSignature([talent])).not.toBe(liveSignature([talent, { ...talent, id: 2 }]))
  })

  it('is eight hex digits', () => {
    expect(liveSignature([])).toMatch(/^[0-9a-f]{8}$/)
  })
})
