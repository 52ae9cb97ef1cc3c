import { createHash, randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { createTranslator, type DottedKey } from '../../lib/i18n/translator'
import { site } from '../../lib/site'
import { sha256 } from '../cms'
import { expect, type Locale, open, typeInto } from '../fixtures'

/** A message of the site in a language, as a visitor reads it. */
export function text(locale: Locale, key: DottedKey, params?: Record<string, string | number>): string {
  return createTranslator(locale)(key, params)
}

/** The Worker's submissions per client and form before 429 (npm start passes RATE_LIMIT; 5 by default). */
export const rateLimit = Number(process.env.RATE_LIMIT ?? 5)

export const contactPath = (locale: Locale) => (locale === 'pt' ? '/contato' : '/en/contact')
export const applyPath = (locale: Locale) => (locale === 'pt' ? '/seja-um-modelo' : '/en/be-a-model')

/**
 * Makes the page a client of its own for the Worker's rate limit, which counts per CF-Connecting-IP:
 * each test gets a fresh address, so tests that send forms never use up each other's allowance.
 * Returns the address (for API requests that must count as the same client).
 */
export async function asNewClient(page: Page): Promise<string> {
  const bytes = createHash('sha256').update(randomUUID()).digest()
  const ip = `10.${bytes[0]}.${bytes[1]}.${((bytes[2] ?? 0) % 250) + 1}`
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': ip })
  return ip
}

/** A marker unique to one test, put into what it sends so its submission is found in the shared inbox. */
export function uniqueTag(): string {
  return randomUUID().slice(0, 8)
}

export type Photo = { path: string; name: string; bytes: Buffer; sha256: string }

const fixtureDir = join(tmpdir(), `forms-fixtures-${process.pid}`)
let photos: Promise<{ png: Photo; jpeg: Photo; large: Photo; notAnImage: Photo }> | undefined

/** A deterministic noise image (incompressible, so its size is predictable). */
function noise(width: number, height: number, seed: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3)
  let state = seed
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0
    pixels[i] = state >>> 24
  }
  return pixels
}

function save(name: string, bytes: Buffer): Photo {
  const path = join(fixtureDir, name)
  writeFileSync(path, bytes)
  return { path, name, bytes, sha256: sha256(bytes) }
}

/**
 * The photos the specs choose, made with sharp at test time: a small real PNG and JPEG, a PNG over the
 * 2 MB limit, and a text file named like a JPEG (a renamed non-image the picker's filter lets through).
 */
export function testPhotos() {
  photos ??= (async () => {
    mkdirSync(fixtureDir, { recursive: true })
    const portrait = sharp({ create: { width: 120, height: 160, channels: 3, background: '#c9a27e' } })
    const png = await portrait.clone().png().toBuffer()
    const jpeg = await sharp(noise(120, 160, 7), { raw: { width: 120, height: 160, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer()
    const large = await sharp(noise(900, 900, 11), { raw: { width: 900, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    if (large.length <= 2_097_152) throw new Error(`the large fixture is only ${large.length} bytes`)
    return {
      png: save('portrait-front.png', png),
      jpeg: save('perfil.jpg', jpeg),
      large: save('large-photo.png', large),
      notAnImage: save('notes.jpg', Buffer.from('These are notes, not a photo.\n'.repeat(20))),
    }
  })()
  return photos
}

let phone: Promise<{ big: Photo; broken: Photo }> | undefined

/**
 * What a phone sends: an 8-megapixel portrait JPEG of noise (so it really weighs about 6 MB), and a
 * "JPEG" over 2 MB that no browser can decode (so nothing can make it smaller).
 */
export function phonePhotos() {
  phone ??= (async () => {
    mkdirSync(fixtureDir, { recursive: true })
    const [width, height] = [2448, 3264]
    const big = await sharp(noise(width, height, 5), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 88 })
      .toBuffer()
    if (big.length < 6_000_000) throw new Error(`the phone photo is only ${big.length} bytes`)
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), noise(900, 900, 3)])
    return { big: save('IMG_20260301_101500.jpg', big), broken: save('IMG_broken.jpg', broken) }
  })()
  return phone
}

let samples:
  | Promise<{ motion: Photo; motionPicture: Buffer; samsung: Photo; heic: Photo; heicAsJpeg: Photo }>
  | undefined

/**
 * Photos as Android phones and iPhones save them (real samples: tests/samples/make.ts): a 1.5 MB JPEG with
 * a real MP4 after its end-of-image marker, as a Pixel's motion photo (under 2 MB, so the form sends it as
 * it is), and `motionPicture`, its JPEG alone; a JPEG with a Samsung trailer; a real HEIC photo, under its
 * own name and renamed as a JPEG.
 */
export function phoneSamples() {
  samples ??= (async () => {
    mkdirSync(fixtureDir, { recursive: true })
    const root = join(import.meta.dirname, '..', '..')
    const [width, height] = [1200, 1600]
    const picture = await sharp(noise(width, height, 9), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer()
    if (picture.length < 1_400_000 || picture.length > 1_900_000)
      throw new Error(`the motion photo's JPEG is ${picture.length} bytes, not about 1.5 MB`)
    const mp4 = readFileSync(join(root, 'cms', 'media', 'prehome.mp4'))
    const heic = readFileSync(join(root, 'tests', 'samples', 'photo.heic'))
    return {
      motion: save('PXL_20261128_101500000.MP.jpg', Buffer.concat([picture, mp4])),
      motionPicture: picture,
      samsung: save(
        '20261128_101500.jpg',
        readFileSync(join(root, 'tests', 'samples', 'samsung-trailer.jpg')),
      ),
      heic: save('IMG_0042.HEIC', heic),
      heicAsJpeg: save('IMG_0043.jpg', heic),
    }
  })()
  return samples
}

export function readBytes(path: string): Buffer {
  return readFileSync(path)
}

/** The element a flagged control is described by (its screen-reader error text). */
export async function errorTextOf(control: Locator): Promise<string> {
  const ids = (await control.getAttribute('aria-describedby')) ?? ''
  const page = control.page()
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  )
  return texts.join(' ').trim()
}

/** Records the page's requests to a path, to assert that nothing was sent. */
export function recordRequests(page: Page, path: string): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.method())
  })
  return seen
}

export type Applicant = {
  name: string
  phone: string
  email: string
  gender: 'woman' | 'man' | 'undefined'
  birthdate: string
  height?: string
  weight?: string
  bust?: string
  waist?: string
  hips?: string
  image_1?: string | undefined
  image_2?: string | undefined
  /** Whether the applicant ticks the consent box (yes unless told). */
  consent?: boolean
  /** Under 18: the guardian's name, and whether they tick their consent. */
  guardian?: { name: string; consent: boolean }
}

/** The application form's controls, found as a visitor finds them (by their labels). */
export function applicationForm(page: Page, locale: Locale) {
  const t = (key: DottedKey) => text(locale, key)
  const field = (key: DottedKey) => page.getByLabel(t(key), { exact: true })
  return {
    name: field('forms.beAModel.name'),
    phone: field('forms.beAModel.phone'),
    email: field('forms.beAModel.email'),
    birthdate: field('forms.beAModel.birthdate'),
    gender: (value: Applicant['gender']) =>
      page.getByRole('radio', { name: t(`forms.beAModel.genders.${value}`), exact: true }),
    measurement: (name: 'height' | 'weight' | 'bust' | 'waist' | 'hips') =>
      page.getByRole('combobox', { name: t(`forms.beAModel.${name}`), exact: true }),
    photo: (name: 'image_1' | 'image_2') => page.locator(`input[type="file"][name="${name}"]`),
    photoName: (name: 'image_1' | 'image_2') => page.locator(`#apply-${name}-name`),
    consent: page.getByRole('checkbox', { name: text(locale, 'privacy.consent.label', { site: site.name }) }),
    guardianName: field('privacy.consent.guardianName'),
    guardianConsent: page.getByRole('checkbox', { name: t('privacy.consent.guardianConsent'), exact: true }),
    privacy: page.getByRole('link', { name: t('privacy.link'), exact: true }),
    send: page.getByRole('button', { name: t('forms.send'), exact: true }),
  }
}

/** Fills in the application as a visitor would: typing, choosing, picking files. */
export async function applyAsModel(page: Page, locale: Locale, applicant: Applicant): Promise<void> {
  const form = applicationForm(page, locale)
  await typeInto(form.name, applicant.name)
  await typeInto(form.phone, applicant.phone)
  await typeInto(form.email, applicant.email)
  await form.gender(applicant.gender).check()
  await form.birthdate.pressSequentially(applicant.birthdate.replace(/\D/g, ''))
  for (const name of ['height', 'weight', 'bust', 'waist', 'hips'] as const) {
    const value = applicant[name]
    if (value === undefined) continue
    await form.measurement(name).focus()
    await form.measurement(name).selectOption(value)
  }
  if (applicant.image_1) await form.photo('image_1').setInputFiles(applicant.image_1)
  if (applicant.image_2) await form.photo('image_2').setInputFiles(applicant.image_2)
  if (applicant.guardian) {
    await typeInto(form.guardianName, applicant.guardian.name)
    if (applicant.guardian.consent) await form.guardianConsent.check()
  }
  if (applicant.consent ?? true) await form.consent.check()
}

/**
 * Opens a form's page as a visitor who reaches for the form: the first focus in it wakes its island
 * (components/islands/boot.ts), and React checks, previews and sends from then on. A click on Send before
 * that does what the HTML does (the browser's own check, or the plain post the Worker answers:
 * tests/forms/noscript.spec.ts).
 */
export async function openAwake(
  page: Page,
  path: string,
  island: 'contactForm' | 'applicationForm',
): Promise<void> {
  await open(page, path)
  const form = page.locator(`[data-island="${island}"]`)
  await form.locator('input:not([type="hidden"]):not([tabindex="-1"])').first().focus()
  await expect(form).toHaveAttribute('data-island-state', 'awake', { timeout: 20_000 })
}

/** Holds the page's next POST to `apiPath` for `ms` before it reaches the Worker (the sending state). */
export async function holdSubmission(page: Page, apiPath: string, ms: number): Promise<void> {
  await page.route(
    `**${apiPath}`,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      await route.continue()
    },
    { times: 1 },
  )
}

/** The Worker's next answer to a POST to `apiPath` is 503 store_failed (it could not store it). */
export async function refuseToStore(page: Page, apiPath: string): Promise<void> {
  await page.route(
    `**${apiPath}`,
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'store_failed', message: 'The submission could not be stored.' },
        }),
      }),
    { times: 1 },
  )
}
