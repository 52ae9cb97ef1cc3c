import { limits } from '../../lib/site'

/** What the photo pickers accept (spec section 5): the `accept` attribute and the check on choice. */
export const photoAccept = 'image/png,image/gif,image/jpeg'

const acceptedTypes = new Set(['image/png', 'image/gif', 'image/jpeg'])
const acceptedExtensions = /\.(png|gif|jpe?g)$/i

export type PhotoProblem = 'tooLarge' | 'wrongType'

/**
 * Why a chosen photo cannot be sent, or null when it can: over 2097152 bytes is `tooLarge`; a type other
 * than PNG, GIF or JPEG is `wrongType` (judged by the declared type, or the name when the browser gives
 * none). The Worker checks the file's first bytes again: a renamed file passes here and fails there.
 */
export function checkPhoto(file: Pick<File, 'name' | 'size' | 'type'>): PhotoProblem | null {
  if (file.size > limits.photoMaxBytes) return 'tooLarge'
  const typeOk = file.type === '' ? acceptedExtensions.test(file.name) : acceptedTypes.has(file.type)
  return typeOk ? null : 'wrongType'
}
