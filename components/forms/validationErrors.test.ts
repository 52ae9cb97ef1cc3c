import { describe, expect, it } from 'vitest'
import { applicationFields, ContactFields } from '../../lib/forms'
import type { Attributes } from '../../lib/schemas/snapshot'
import { validationErrors } from './validationErrors'

const options = (values: string[]) => values.map((value) => ({ value, label: `${value} cm` }))
const attributes: Pick<Attributes, 'gender' | 'height' | 'weight' | 'bust' | 'waist' | 'hips'> = {
  gender: ['woman', 'man', 'undefined'],
  height: options(['170', '171']),
  weight: options(['55']),
  bust: options(['85']),
  waist: options(['60']),
  hips: options(['90']),
}

describe('validationErrors', () => {
  it('is empty for a valid contact message', () => {
    expect(validationErrors(ContactFields, { email: 'ana@example.com', message: 'Olá' })).toEqual({})
  })

  it('calls an empty field required and a wrong one invalid', () => {
    expect(validationErrors(ContactFields, { email: 'ana@', message: '  ' })).toEqual({
      email: 'invalid',
      message: 'required',
    })
    expect(validationErrors(ContactFields, {})).toEqual({ email: 'required', message: 'required' })
  })

  it('accepts an application with the optional measurements left blank', () => {
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' })
    const values = {
      name: 'Ana Souza',
      phone: '+55 (11) 98765-4321',
      gender: 'woman',
      email: 'ana@example.com',
      birthdate: '07/03/2001',
      height: '',
      weight: undefined,
      image_1: photo,
      image_2: photo,
      consent: 'yes',
    }
    expect(validationErrors(applicationFields(attributes), values)).toEqual({})
  })

  it('flags a measurement outside its list, a bad birthdate, missing photos and a missing consent', () => {
    const errors = validationErrors(applicationFields(attributes), {
      name: 'Ana',
      phone: '123',
      gender: 'woman',
      email: 'ana@example.com',
      birthdate: '31/02/2001',
      height: '999',
    })
    expect(errors).toEqual({
      phone: 'invalid',
      birthdate: 'invalid',
      height: 'invalid',
      image_1: 'required',
      image_2: 'required',
      consent: 'required',
    })
  })
})
