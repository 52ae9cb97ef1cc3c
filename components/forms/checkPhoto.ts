import { limits } from '../../lib/site'

/** What the photo pickers accept (spec section 5): the `accept` attribute and the check on choice. */
export const photoAccept = 'image/png,image/gif,image/jpeg'

const acceptedTypes = new Set(['image/png', 'image/gif', 'image/jpeg'])
const acceptedExtensions = /\.(png|gif|jpe?g)$/i

export type PhotoProblem = 'tooLarge' | 'wrongType'

/**
 * Why a chosen photo cannot be sent, or null when it can: a type other than PNG, GIF or JPEG is
 * `wrongType` (judged by the declared type, or the name when the browser gives none); over 2097152 bytes
 * is `tooLarge` (which the form first tries to cure: shrinkPhoto.ts). The Worker checks the file's first
 * bytes again: a renamed file passes here and fails there.
 */
export function checkPhoto(file: Pick<File, 'name' | 'size' | 'type'>): PhotoProblem | null {
  const typeOk = file.type === '' ? acceptedExtensions.test(file.name) : acceptedTypes.has(file.type)
  if (!typeOk) return 'wrongType'
  return file.size > limits.photoMaxBytes ? 'tooLarge' : null
}
