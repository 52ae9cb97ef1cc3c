import type { FieldMetaState } from 'react-final-form'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../lib/i18n/translator'
import { errorText, serverInvalid } from './fieldStatus'

// The island's screen-reader words for a flagged field (FieldError).

const t = createTranslator('en')
const meta = (over: Partial<FieldMetaState>) => over as FieldMetaState

describe('errorText', () => {
  it('names a birth date’s broken rule from what it holds', () => {
    const invalid = meta({ error: 'invalid', touched: true })
    expect(errorText(t, 'birthdate', 'Date of birth', invalid, '31/02/2001')).toBe(
      'Enter a valid date in the format dd/mm/yyyy',
    )
    expect(errorText(t, 'birthdate', 'Date of birth', invalid, '01/01/2030')).toBe(
      'The date of birth cannot be in the future',
    )
    expect(errorText(t, 'birthdate', 'Date of birth', invalid, '01/01/1890')).toBe(
      'Check the year: that date is more than 100 years ago',
    )
  })

  it('keeps the format message when the Worker refused a date the island accepts, and says required', () => {
    const refused = meta({ submitError: serverInvalid, dirtySinceLastSubmit: false })
    expect(errorText(t, 'birthdate', 'Date of birth', refused, '07/03/2001')).toBe(
      'Enter a valid date in the format dd/mm/yyyy',
    )
    expect(errorText(t, 'birthdate', 'Date of birth', meta({ error: 'required' }))).toBe(
      'Date of birth: required field',
    )
    expect(errorText(t, 'email', 'Email', meta({ error: 'invalid' }), 'x')).toBe(
      'Enter a valid email address, such as name@example.com',
    )
  })
})
