import { describe, expect, it } from 'vitest'
import { toFormData } from './toFormData'

describe('toFormData', () => {
  it('sends text trimmed and leaves empty values out', () => {
    const body = toFormData({ name: ' Ana Souza ', phone: '', height: '   ', bust: undefined, waist: null })
    expect([...body.keys()]).toEqual(['name'])
    expect(body.get('name')).toBe('Ana Souza')
  })

  it('sends chosen files under their field with their name', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'front.jpg', { type: 'image/jpeg' })
    const body = toFormData({ image_1: photo, image_2: null })
    const sent = body.get('image_1')
    expect(sent).toBeInstanceOf(File)
    expect((sent as File).name).toBe('front.jpg')
    expect((sent as File).size).toBe(3)
    expect(body.has('image_2')).toBe(false)
  })

  it('leaves out an empty file part', () => {
    expect(toFormData({ image_1: new File([], 'empty.png') }).has('image_1')).toBe(false)
  })

  it('keeps the order of the fields', () => {
    expect([...toFormData({ email: 'a@b.co', message: 'Olá' }).keys()]).toEqual(['email', 'message'])
  })
})
