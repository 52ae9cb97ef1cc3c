import { Hono } from 'hono'
import { applicationFieldNames, applicationFields, photoFields } from '../../lib/forms/applicationFields'
import { honeypotField } from '../../lib/forms/contactFields'
import { dropEmpty, fieldErrors } from '../../lib/forms/fieldErrors'
import { imageTypeOf, type PhotoType, safeFileName } from '../../lib/forms/imageType'
import { limits } from '../../lib/site'
import { ApiError } from '../errors'
import { forward } from '../forward'
import { allowedOrigin } from '../middleware/allowedOrigin'
import { bodyLimit } from '../middleware/bodyLimit'
import { rateLimit } from '../middleware/rateLimit'
import { firstValues, type MultipartEntry, multipartBody, PartFile } from '../multipart'
import { readMultipart, trimmed } from '../readFields'
import { attributes } from '../snapshot'
import type { AppEnv } from '../types'
import { accepted, isHoneypot } from './contact'

export const applicationMaxBytes = 5 * 1024 * 1024

const Application = applicationFields(attributes)

/** A chosen photo as forwarded: the bytes sent (a view into the body), its real type and a safe name. */
type Photo = { bytes: Uint8Array; type: PhotoType; name: string }

/**
 * The chosen photos, checked by size (413 file_too_large) and by their first bytes (415
 * unsupported_file_type), each naming the fields at fault. A missing or empty one is left to the struct.
 */
function readPhotos(values: Record<string, unknown>): Map<string, Photo> {
  const chosen = photoFields.flatMap((field) => {
    const file = values[field]
    return file instanceof PartFile && file.size > 0 ? [{ field, file }] : []
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
    const type = imageTypeOf(file.bytes.subarray(0, 16))
    if (!type) wrongType.push(field)
    else photos.set(field, { bytes: file.bytes, type, name: safeFileName(file.name, type) })
  }
  if (wrongType.length > 0) {
    throw new ApiError(415, 'unsupported_file_type', 'Photos must be PNG, GIF or JPEG images.', {
      fields: wrongType,
    })
  }
  return photos
}

/**
 * POST /api/get-scouted: the application (multipart, two photos); forwarded to the panel API. The body
 * is read once as bytes and split without FormData; the photos reach upstream as the bytes sent, under
 * safe names and their real types (functions/multipart.ts).
 */
export const getScouted = new Hono<AppEnv>().post(
  '/',
  allowedOrigin,
  rateLimit('get-scouted'),
  bodyLimit(applicationMaxBytes),
  async (c) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      throw new ApiError(400, 'bad_request', 'Send the application as multipart/form-data.')
    }
    const sent = firstValues(await readMultipart(c.req.raw), [...applicationFieldNames, honeypotField])
    if (isHoneypot(sent)) {
      console.log('get-scouted: honeypot filled; dropped')
      return c.json(accepted)
    }
    const values = Object.fromEntries(applicationFieldNames.map((name) => [name, trimmed(sent[name])]))
    // A text part under a photo's name is no photo.
    for (const field of photoFields) if (!(values[field] instanceof PartFile)) delete values[field]
    const photos = readPhotos(values)
    const present = dropEmpty(values)
    const invalid = fieldErrors(Application, present)
    if (invalid.length > 0) {
      throw new ApiError(422, 'invalid_fields', 'Some fields are invalid.', { fields: invalid })
    }
    const entries = applicationFieldNames.flatMap((name): MultipartEntry[] => {
      const photo = photos.get(name)
      if (photo) return [{ name, filename: photo.name, type: photo.type, bytes: photo.bytes }]
      const value = present[name]
      return typeof value === 'string' ? [{ name, value }] : []
    })
    await forward(c.var.services, c.env, 'get-scouted', multipartBody(entries))
    return c.json(accepted)
  },
)
