import { afterEach, describe, expect, it, vi } from 'vitest'
import { es } from './messages/es'
import type { DottedKey } from './translator'
import { createTranslator, translatorFor } from './translator'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('createTranslator', () => {
  it('translates a key in each language', () => {
    expect(createTranslator('pt')('roster.empty')).toBe('Nenhum talento disponível')
    expect(createTranslator('en')('roster.empty')).toBe('No talents available')
    expect(translatorFor('es', es)('roster.empty')).toBe('No hay talentos disponibles')
    expect(createTranslator('en')('errors.api.rate_limited')).toMatch(/wait a minute/)
  })

  it('fills placeholders, numbers included', () => {
    const t = createTranslator('en')
    expect(t('common.copyright', { year: 2025, name: 'Agency' })).toBe('© 2025 Agency. All rights reserved.')
    expect(t('seo.title', { section: 'Models', site: 'Agency' })).toBe('Models | Agency')
    expect(createTranslator('pt')('roster.favoriteAdd', { name: 'Ana Souza' })).toBe(
      'Adicionar Ana Souza aos favoritos',
    )
  })

  it('gives one shared translator per language', () => {
    expect(createTranslator('en')).toBe(createTranslator('en'))
    expect(createTranslator('en')).not.toBe(createTranslator('pt'))
  })

  it('keeps languages apart when used alternately', () => {
    const pt = createTranslator('pt')
    const en = createTranslator('en')
    expect(en('common.nav.contact')).toBe('Contact')
    expect(pt('common.nav.contact')).toBe('Contato')
  })

  it('throws on a missing key in tests', () => {
    const t = createTranslator('en')
    expect(() => t('roster.nope' as DottedKey)).toThrow(/Missing message "roster.nope"/)
    // A group of messages is not a message.
    expect(() => t('roster' as DottedKey)).toThrow(/Missing message/)
  })

  it('throws on a placeholder left without a value in tests', () => {
    expect(() => createTranslator('en')('common.copyright', { year: 2025 })).toThrow(/\{\{name\}\}/)
  })

  it('shows the key for a missing message in production', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(createTranslator('pt')('roster.nope' as DottedKey)).toBe('roster.nope')
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })

  it('types keys from the Portuguese messages', () => {
    const t = createTranslator('pt')
    // @ts-expect-error: not a key of the Portuguese messages
    expect(() => t('roster.notAKey')).toThrow()
    // @ts-expect-error: a group, not a message
    expect(() => t('profile.measurements')).toThrow()
  })
})
