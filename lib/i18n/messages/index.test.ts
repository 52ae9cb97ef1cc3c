import { describe, expect, it } from 'vitest'
import { submissionErrorCodes } from '../../http/apiErrors'
import { measurementFieldNames } from '../../measurements/measurementFields'
import { es } from './es'
import { messages } from './index'

/** Every leaf of a message tree as [dotted key, value]. */
function leaves(tree: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(
    ([key, value]): Array<[string, unknown]> =>
      typeof value === 'object' && value !== null
        ? leaves(value, `${prefix}${key}.`)
        : [[`${prefix}${key}`, value]],
  )
}

const placeholders = (s: unknown) => [...String(s).matchAll(/{{\s*([^}\s]+)\s*}}/g)].map((m) => m[1]).sort()

describe('messages', () => {
  const pt = new Map(leaves(messages.pt))

  for (const [locale, catalogue] of [
    ['en', messages.en],
    ['es', es],
  ] as const) {
    it(`${locale} has exactly the Portuguese keys`, () => {
      expect(leaves(catalogue).map(([key]) => key)).toEqual([...pt.keys()])
    })

    it(`${locale} uses the same placeholders as Portuguese`, () => {
      for (const [key, value] of leaves(catalogue)) {
        expect(placeholders(value), key).toEqual(placeholders(pt.get(key)))
      }
    })
  }

  for (const [locale, catalogue] of [
    ['pt', messages.pt],
    ['en', messages.en],
    ['es', es],
  ] as const) {
    it(`${locale} has no empty or blank message`, () => {
      for (const [key, value] of leaves(catalogue)) {
        expect(typeof value, key).toBe('string')
        expect(String(value).trim(), key).not.toBe('')
      }
    })
  }

  it('keeps the Spanish set out of the messages every page imports', () => {
    expect(Object.keys(messages)).toEqual(['pt', 'en'])
  })

  it('carries the texts the spec quotes', () => {
    expect(messages.en.errors.notFound).toBe('This page could not be found.')
    expect(messages.pt.errors.notFound).toBe('Esta página não pôde ser encontrada.')
    expect(messages.en.errors.errorPageFailed).toBe('An error occurred while showing the error page')
    expect(messages.en.roster.empty).toBe('No talents available')
    expect(messages.en.forms.success).toBe('Form sent successfully!')
    expect(messages.pt.forms.success).toBe('Formulário enviado com sucesso!')
    expect(messages.en.forms.beAModel.fileTooLarge).toBe(
      'The selected file is too large. The maximum size allowed is 2MB.',
    )
    expect(messages.pt.forms.beAModel.fileTooLarge).toBe(
      'O arquivo selecionado é muito grande. O tamanho máximo permitido é 2MB.',
    )
    expect(messages.pt.forms.beAModel.phonePlaceholder).toBe('+55 (12) 34567-8910')
  })

  it('has a message for every Worker API error code', () => {
    const codes = [...submissionErrorCodes, 'network']
    expect(Object.keys(messages.pt.errors.api).sort()).toEqual(codes.sort())
  })

  it('labels every measurement field and gender option', () => {
    for (const set of [messages.pt, messages.en, es]) {
      expect(Object.keys(set.profile.measurements)).toEqual(measurementFieldNames)
    }
    expect(Object.keys(messages.en.forms.beAModel.genders)).toEqual(['woman', 'man', 'undefined'])
  })

  it('keys colours by their folded Portuguese name', () => {
    for (const key of Object.keys(messages.pt.colours)) {
      expect(key).toMatch(/^[a-z]+( [a-z]+)*$/)
    }
  })
})
