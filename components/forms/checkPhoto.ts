import { namedHeif } from '../../lib/forms/imageType'
import { limits } from '../../lib/site'

/** What the photo pickers accept (spec section 5): the `accept` attribute and the check on choice. */
export const photoAccept = 'image/png,image/gif,image/jpeg'

const acceptedTypes = new Set(['image/png', 'image/gif', 'image/jpeg'])
const acceptedExtensions = /\.(png|gif|jpe?g)$/i

export type PhotoProblem = 'tooLarge' | 'wrongType' | 'heif'

/**
 * Why a chosen photo cannot be sent, or null when it can: a HEIC/HEIF photo (by its declared type or
 * name) is `heif`, whose message says how to send it as JPEG (Chrome on Android cannot decode it, so it
 * cannot be reduced here either); another type than PNG, GIF or JPEG is `wrongType` (judged by the
 * declared type, or the name when the browser gives none); over 2097152 bytes
 * is `tooLarge` (which the form first tries to cure: shrinkPhoto.ts). The Worker checks the file's first
 * bytes again: a renamed file passes here and fails there.
 */
export function checkPhoto(file: Pick<File, 'name' | 'size' | 'type'>): PhotoProblem | null {
  if (namedHeif(file)) return 'heif'
  const typeOk = file.type === '' ? acceptedExtensions.test(file.name) : acceptedTypes.has(file.type)
  if (!typeOk) return 'wrongType'
  return file.size > limits.photoMaxBytes ? 'tooLarge' : null
}
