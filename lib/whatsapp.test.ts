import { describe, expect, it } from 'vitest'
import { agencyWhatsApp, whatsappHref, whatsappNumber, whatsappText } from './whatsapp'

describe('whatsappNumber', () => {
  it('reads a number as people write it, with its country code', () => {
    expect(whatsappNumber('+55 (11) 96100-0000')).toBe('5511961000000')
    expect(whatsappNumber('0055 11 96100 0000')).toBe('5511961000000')
  })

  it('reads the number of a WhatsApp link (wa.me, api.whatsapp.com as the platform’s clients write it)', () => {
    expect(whatsappNumber('https://wa.me/5521970317962?text=Oi')).toBe('5521970317962')
    expect(whatsappNumber('https://api.whatsapp.com/send?phone=5521970317962')).toBe('5521970317962')
    expect(whatsappNumber('https://web.whatsapp.com/send?phone=+55 21 97031-7962')).toBe('5521970317962')
  })

  it('takes nothing that is no phone number or no WhatsApp link', () => {
    expect(whatsappNumber('')).toBeNull()
    expect(whatsappNumber(null)).toBeNull()
    expect(whatsappNumber('3061-0000')).toBeNull()
    expect(whatsappNumber('https://www.instagram.com/5511961000000')).toBeNull()
    expect(whatsappNumber('call us')).toBeNull()
    expect(whatsappNumber('+55 11 96100-0000 0000 0000')).toBeNull()
  })
})

describe('agencyWhatsApp', () => {
  it('is the CMS’s number when it gives one, else the site’s setting', () => {
    expect(agencyWhatsApp({ whatsapp: 'https://wa.me/5521970317962' })).toBe('5521970317962')
    expect(agencyWhatsApp({})).toMatch(/^55\d{10,11}$/)
    expect(agencyWhatsApp({ whatsapp: 'nonsense' })).toBe(agencyWhatsApp(null))
  })
})

describe('whatsappHref', () => {
  it('writes a wa.me link whose text reads back as typed, accents, ampersands and links included', () => {
    const text = 'Olá! Gostaria de saber sobre Ana & Bia: https://x.test/favoritos?ids=1,2'
    const href = whatsappHref('5511961000000', text)
    expect(href).toMatch(/^https:\/\/wa\.me\/5511961000000\?text=/)
    expect(whatsappText(href)).toBe(text)
  })
})
