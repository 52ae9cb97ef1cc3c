import { foldText } from './foldText'

/**
 * A URL segment from a text: accents folded, lowercase, every run of other characters one '-'.
 * `slugify('Júlia  Conceição')` → `'julia-conceicao'`; `slugify("D'Ávila Jr.")` → `'d-avila-jr'`.
 * Text with no letter or digit gives `''`: the caller decides the fallback, since only it knows the context.
 */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
