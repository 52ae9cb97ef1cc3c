import { Hono } from 'hono'
import { applicationFieldNames, applicationFields, photoFields } from '../../lib/forms/applicationFields'
import { dropEmpty, fieldErrors, isFile } from '../../lib/forms/fieldErrors'
import { imageTypeOf, type PhotoType, safeFileName } from '../../lib/forms/imageType'
import { limits } from '../../lib/site'
import { accepted, storeAndAccept } from '../deliveries/accept'
import { ApiError } from '../errors'
import { allowedOrigin } from '../middleware/allowedOrigin'
import { bodyLimit } from '../middleware/bodyLimit'
import { plainForm } from '../middleware/plainForm'
import { rateLimit } from '../middleware/rateLimit'
import { readFields, trimmed } from '../readFields'
import { attributes } from '../snapshot'
import type { AppEnv } from '../types'
import { isHoneypot } from './contact'

export const applicationMaxBytes = 5 * 1024 * 1024

const Application = applicationFields(attributes)

/** A chosen photo as forwarded: the visitor's file (never copied), its real type and a safe file name. */
type Photo = { file: Blob; type: PhotoType; name: string }

/**
 * The chosen photos, checked by size (413 file_too_large) and by their first bytes (415
 * unsupported_file_type), each naming the fields at fault. A missing or empty one is left to the struct.
 * Only the first 16 bytes of each are read here.
 */
async function readPhotos(values: Record<string, unknown>): Promise<Map<string, Photo>> {
  const chosen = photoFields.flatMap((field) => {
    const file = values[field]
    return isFile(file) && file.size > 0 ? [{ field, file }] : []
  })
  const tooLarge = chosen.filter(({ file }) => file.size > limits.photoMaxBytes).map(({ field }) => field)
  if (tooLarge.length > 0) {
    throw new ApiError(413, 'file_too_large', `A photo is larger than ${limits.photoMaxBytes} bytes.`, {
      fields: tooLarge,
    })
  }
  const photos = new Map<string, Photo>()
  const wrongType: string[] = []
  for (const { field, file } of chosen) {
    const type = imageTypeOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
    if (!type) wrongType.push(field)
    else
      photos.set(field, { file, type, name: safeFileName('name' in file ? String(file.name) : field, type) })
  }
  if (wrongType.length > 0) {
    throw new ApiError(415, 'unsupported_file_type', 'Photos must be PNG, GIF or JPEG images.', {
      fields: wrongType,
    })
  }
  return photos
}

/**
 * The photo as a File of its real type under its safe name: the visitor's File itself when it already
 * is one, else a File over the same bytes.
 */
function forwarded({ file, type, name }: Photo): File {
  if (file instanceof File && file.name === name && file.type === type) return file
  return new File([file], name, { type })
}

/** POST /api/get-scouted: the application (multipart, two photos); stored, then delivered to the panel API. */
export const getScouted = new Hono<AppEnv>().post(
  '/',
  plainForm('apply'),
  allowedOrigin,
  rateLimit('get-scouted'),
  bodyLimit(applicationMaxBytes),
  async (c) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      throw new ApiError(400, 'bad_request', 'Send the application as multipart/form-data.')
    }
    const sent = await readFields(c.req.raw)
    if (isHoneypot(sent)) {
      console.log('get-scouted: honeypot filled; dropped')
      return c.json(accepted)
    }
    const values = Object.fromEntries(applicationFieldNames.map((name) => [name, trimmed(sent[name])]))
    // A text part under a photo's name is no photo.
    for (const field of photoFields) if (!isFile(values[field])) delete values[field]
    const photos = await readPhotos(values)
    const present = dropEmpty(values)
    const invalid = fieldErrors(Application, present)
    if (invalid.length > 0) {
      throw new ApiError(422, 'invalid_fields', 'Some fields are invalid.', { fields: invalid })
    }
    const form = new FormData()
    for (const name of applicationFieldNames) {
      const photo = photos.get(name)
      if (photo) form.append(name, forwarded(photo))
      else if (typeof present[name] === 'string') form.append(name, present[name])
    }
    return storeAndAccept(c, 'get-scouted', sent, form)
  },
)
