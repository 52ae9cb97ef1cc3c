import { create } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { UpstreamInstagram } from '../schemas/upstream'
import { followersOf, instagramHandle } from './followers'

const read = (body: unknown) => followersOf(create(body, UpstreamInstagram))

describe('instagramHandle', () => {
  it('reads the username of an Instagram profile link, and nothing else', () => {
    expect(instagramHandle('https://www.instagram.com/ana.silva')).toBe('ana.silva')
    expect(instagramHandle('https://instagram.com/ana_silva/')).toBe('ana_silva')
    expect(instagramHandle('https://www.instagram.com/ana.silva/?hl=pt')).toBe('ana.silva')
    expect(instagramHandle('https://linktr.ee/ana')).toBeNull()
    expect(instagramHandle('https://www.instagram.com/')).toBeNull()
    expect(instagramHandle(null)).toBeNull()
  })
})

describe('followersOf', () => {
  it('reads the count bare or wrapped, as a number or a string of digits', () => {
    expect(read({ followers: 12_345 })).toBe(12_345)
    expect(read({ data: { followers: 12_345 } })).toBe(12_345)
    expect(read({ followers: '12345' })).toBe(12_345)
    expect(read({ followers: '12.345' })).toBe(12_345)
    expect(read({ followers: '1,063,134' })).toBe(1_063_134)
    expect(read({ followers: 0 })).toBe(0)
  })

  it('gives none for a count the site cannot show', () => {
    expect(read({ followers: '12.3k' })).toBeNull()
    expect(read({ followers: -5 })).toBeNull()
    expect(read({ followers: 12.5 })).toBeNull()
    expect(read({ followers: null })).toBeNull()
    expect(read({})).toBeNull()
  })
})
