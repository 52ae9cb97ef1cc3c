import { is } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { applicationFields } from './applicationFields'
import { ContactFields } from './contactFields'
import { dropEmpty, fieldErrors } from './fieldErrors'
import { imageTypeOf, safeFileName } from './imageType'
import { Email } from './textFields'

const options = {
  gender: ['woman', 'man', 'undefined'],
  height: [{ value: '170', label: '170 cm' }],
  weight: [{ value: '60', label: '60 kg' }],
  bust: [{ value: '86', label: '86 cm' }],
  waist: [{ value: '62', label: '62 cm' }],
  hips: [{ value: '90', label: '90 cm' }],
}
const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'a.jpg', { type: 'image/jpeg' })
const application = {
  name: 'Ana Silva',
  phone: '+55 (11) 98765-4321',
  gender: 'woman',
  email: 'ana@example.com',
  birthdate: '07/03/2001',
  height: '170',
  image_1: jpeg,
  image_2: jpeg,
  consent: 'yes',
}

describe('ContactFields', () => {
  it('accepts an email and a message', () => {
    expect(fieldErrors(ContactFields, { email: 'ana@example.com', message: 'Olá', website: '' })).toEqual([])
  })
  it('names a bad email and a blank or missing message', () => {
    expect(fieldErrors(ContactFields, { email: 'ana@', message: '  ' })).toEqual(['email', 'message'])
    expect(fieldErrors(ContactFields, {})).toEqual(['email', 'message'])
    expect(fieldErrors(ContactFields, { email: 'a@b.co', message: 'x'.repeat(5001) })).toEqual(['message'])
  })
})

describe('Email', () => {
  // The HTML standard's valid e-mail address (what <input type=email> accepts) with a dot in the domain.
  it.each(['ana@example.com', ' ana.silva+casting@mail.example.com.br ', "o'brien@example.ie", 'a@b.co'])(
    'accepts %j',
    (email) => {
      expect(is(email, Email)).toBe(true)
    },
  )
  it.each([
    'a\u0000@b.co',
    '"x"<a@b.co>',
    'a,b@c.co',
    'a b@c.co',
    'a@b..co',
    'a@-b.co',
    'a@b.co\nBcc: x@y.co',
    'ana@',
    '@b.co',
    'ana@exámple.com',
    'a@b',
    'a@localhost',
    `${'a'.repeat(250)}@b.co`,
  ])('refuses %j', (email) => {
    expect(is(email, Email)).toBe(false)
  })
})

describe('applicationFields', () => {
  const Application = applicationFields(options)
  it('accepts a complete application with optional measurements from the lists', () => {
    expect(fieldErrors(Application, application)).toEqual([])
  })
  it('names missing fields, values outside the lists, impossible dates and empty photos', () => {
    const bad = {
      ...application,
      gender: 'other',
      height: '171',
      birthdate: '31/02/2000',
      image_2: new File([], 'x.jpg'),
    }
    expect(fieldErrors(Application, bad)).toEqual(['gender', 'birthdate', 'height', 'image_2'])
    expect(fieldErrors(Application, { name: 'Ana' })).toEqual([
      'phone',
      'gender',
      'email',
      'birthdate',
      'image_1',
      'image_2',
      'consent',
    ])
  })
  it('rejects a future birthdate and a photo over 2 MB', () => {
    const big = new File([new Uint8Array(2_097_153)], 'big.jpg')
    expect(fieldErrors(Application, { ...application, birthdate: '01/01/2999', image_1: big })).toEqual([
      'birthdate',
      'image_1',
    ])
  })
})

describe('applicationFields: consent', () => {
  const Application = applicationFields(options)
  const sixteen = () => {
    const now = new Date()
    return `01/01/${now.getFullYear() - 16}`
  }
  it('refuses an application without the applicant’s consent, or with a box value nobody ticked', () => {
    const { consent: _, ...without } = application
    expect(fieldErrors(Application, without)).toEqual(['consent'])
    expect(fieldErrors(Application, { ...application, consent: 'on' })).toEqual(['consent'])
  })
  it('asks an applicant under 18 by the birth date for a guardian’s name and consent', () => {
    expect(fieldErrors(Application, { ...application, birthdate: sixteen() })).toEqual([
      'guardian_name',
      'guardian_consent',
    ])
    expect(
      fieldErrors(Application, { ...application, birthdate: sixteen(), guardian_name: 'Rita Silva' }),
    ).toEqual(['guardian_consent'])
    expect(
      fieldErrors(Application, {
        ...application,
        birthdate: sixteen(),
        guardian_name: 'Rita Silva',
        guardian_consent: 'yes',
      }),
    ).toEqual([])
  })
  it('names every field at fault at once, the guardian’s with the others', () => {
    expect(fieldErrors(Application, { name: 'Ana', birthdate: sixteen() })).toEqual([
      'phone',
      'gender',
      'email',
      'image_1',
      'image_2',
      'consent',
      'guardian_name',
      'guardian_consent',
    ])
  })
  it('asks an adult for no guardian', () => {
    expect(fieldErrors(Application, { ...application, birthdate: '07/03/2001' })).toEqual([])
  })
})

describe('dropEmpty, imageTypeOf, safeFileName', () => {
  it('drops blank strings and empty files', () => {
    expect(dropEmpty({ a: 'x', b: ' ', c: new File([], 'e'), d: undefined })).toEqual({ a: 'x' })
  })
  it('tells PNG, GIF and JPEG by their first bytes', () => {
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBe('image/gif')
    expect(imageTypeOf(new TextEncoder().encode('%PDF-1.4'))).toBeNull()
  })
  it('reduces file names to safe characters with the real extension', () => {
    expect(safeFileName('Minha foto (1).JPG', 'image/jpeg')).toBe('Minha-foto-1.jpg')
    expect(safeFileName('../../etc/passwd', 'image/png')).toBe('passwd.png')
    expect(safeFileName('.png', 'image/png')).toBe('photo.png')
    expect(safeFileName('ção.gif', 'image/gif')).toBe('cao.gif')
  })
})
