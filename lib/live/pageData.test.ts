import { describe, expect, it } from 'vitest'
import { liveSignature } from './liveSignature'
import { pageData } from './pageData'

const built = { id: 1, name: 'Ana' }
const sig = liveSignature(built)
const body = (value: unknown) => JSON.stringify(value)

describe('pageData: what a built page carries of live data', () => {
  it('keeps the build’s when the CMS has what the build had', () => {
    expect(pageData({ state: 'live', body: body(built) }, sig)).toEqual({ value: null, stale: false })
  })

  it('writes in a live answer that differs', () => {
    const now = { id: 1, name: 'Ana Lima' }
    expect(pageData({ state: 'live', body: body(now) }, sig)).toEqual({ value: now, stale: false })
  })

  it('writes in the last good copy too (the CMS failing), marked stale, by the same comparison', () => {
    const kept = { id: 1, name: 'Ana Lima' }
    expect(pageData({ state: 'stale', body: body(kept) }, sig)).toEqual({ value: kept, stale: true })
    expect(pageData({ state: 'stale', body: body(built) }, sig)).toEqual({ value: null, stale: true })
  })

  it('keeps the build’s, marked stale, when the CMS gave nothing', () => {
    expect(pageData({ state: 'unavailable' }, sig)).toEqual({ value: null, stale: true })
    expect(pageData({ state: 'missing' }, sig)).toEqual({ value: null, stale: true })
  })
})
