import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { applicationFieldNames, applicationFields, photoFields } from '../../lib/forms/applicationFields'
import { maskBirthdate } from '../../lib/forms/birthdate'
import { dropEmpty, isFile } from '../../lib/forms/fieldErrors'
import { isHeif, type PhotoType, safeFileName } from '../../lib/forms/imageType'
import { wholeImage } from '../../lib/forms/wholeImage'
import { limits } from '../../lib/site'
import { storeAndAccept } from '../deliveries/accept'
import { ApiError } from '../errors'
import { allowedOrigin } from '../middleware/allowedOrigin'
import { bodyLimit } from '../middleware/bodyLimit'
import { formValidator } from '../middleware/formValidator'
import { plainForm } from '../middleware/plainForm'
import { rateLimit } from '../middleware/rateLimit'
import { mediaType, trimmed } from '../readFields'
import { attributes } from '../snapshot'
import type { AppEnv } from '../types'

export const applicationMaxBytes = 5 * 1024 * 1024
/** An application posted with no script: two phone photos as taken (each then refused by name over 2 MB). */
export const plainApplicationMaxBytes = 25 * 1024 * 1024

const Application = applicationFields(attributes)

/**
 * The chosen photos, checked by size as sent (413 file_too_large) and as whole images of a sane size (415
 * unsupported_file_type: `wholeImage`, a PNG, GIF or JPEG that parses from its header to its end, at most
 * 12,000 px a side and 50 megapixels; 415 heif_photo when one of them is a HEIC/HEIF photo, whose answer
 * says how to send it as JPEG), each naming the fields at fault; each one then as forwarded
 * (`forwarded`): the picture alone, without what a phone appended after a JPEG's end (docs/decisions/0068).
 * A missing or empty one is left to the struct.
 */
async function readPhotos(values: Record<string, unknown>): Promise<Map<string, File>> {
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
  const photos = new Map<string, File>()
  const wrongType: string[] = []
  let heif = false
  for (const { field, file } of chosen) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const image = wholeImage(bytes)
    if (!image) {
      wrongType.push(field)
      heif ||= isHeif(bytes)
    } else {
      const name = safeFileName('name' in file ? String(file.name) : field, image.type)
      const picture = image.length < file.size ? file.slice(0, image.length) : file
      photos.set(field, forwarded(picture, image.type, name))
    }
  }
  if (heif) {
    throw new ApiError(
      415,
      'heif_photo',
      'HEIC/HEIF photos are not accepted: send them as JPEG (the camera\'s "Most compatible" setting, or share or export as JPEG).',
      { fields: wrongType },
    )
  }
  if (wrongType.length > 0) {
    throw new ApiError(
      415,
      'unsupported_file_type',
      'Photos must be whole PNG, GIF or JPEG images of at most 12,000 px a side and 50 megapixels.',
      {
        fields: wrongType,
      },
    )
  }
  return photos
}

/**
 * The photo as a File of its real type under its safe name: the visitor's File itself when it already
 * is one, else a File over the same bytes.
 */
function forwarded(file: Blob, type: PhotoType, name: string): File {
  if (file instanceof File && file.name === name && file.type === type) return file
  return new File([file], name, { type })
}

/** The application's fields as sent, its photos checked (413, 415) and each as it will be forwarded. */
async function applicationValues(sent: Record<string, unknown>): Promise<Record<string, unknown>> {
  const values = Object.fromEntries(applicationFieldNames.map((name) => [name, trimmed(sent[name], name)]))
  // A date typed with no script (`1/3/2004`) is read as the island's mask reads it (lib/forms/birthdate).
  if (typeof values.birthdate === 'string') values.birthdate = maskBirthdate(values.birthdate)
  // A text part under a photo's name is no photo.
  for (const field of photoFields) if (!isFile(values[field])) delete values[field]
  const photos = await readPhotos(values)
  return dropEmpty({ ...values, ...Object.fromEntries(photos) })
}

/** Applications are multipart only (photos): anything else is a 400 before the body is read. */
const multipartOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (mediaType(c.req.header('content-type')) !== 'multipart/form-data') {
    throw new ApiError(400, 'bad_request', 'Send the application as multipart/form-data.')
  }
  await next()
})

/** POST /api/get-scouted: the application (multipart, two photos); stored, then delivered to the panel API. */
export const getScouted = new Hono<AppEnv>().post(
  '/',
  plainForm('apply'),
  allowedOrigin,
  bodyLimit(applicationMaxBytes, { plainPostMaxBytes: plainApplicationMaxBytes }),
  multipartOnly,
  formValidator('get-scouted', Application, applicationValues),
  rateLimit('get-scouted'),
  (c) => {
    const { values, sent } = c.req.valid('form')
    const form = new FormData()
    for (const name of applicationFieldNames) {
      const value = values[name]
      if (value !== undefined) form.append(name, value)
    }
    return storeAndAccept(c, 'get-scouted', sent, form)
  },
)
