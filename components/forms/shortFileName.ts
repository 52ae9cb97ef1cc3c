import { limits } from '../../lib/site'

/**
 * A chosen file's name as the form shows it: the first 7 characters plus '...' when longer (spec section 5).
 * `shortFileName('portrait.jpg')` → 'portrai...'; `shortFileName('me.png')` → 'me.png'.
 * Counted in code points, so an accented or emoji name is never cut inside a character.
 */
export function shortFileName(name: string, max: number = limits.fileNameChars): string {
  const chars = Array.from(name)
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : name
}
