import { array, type Infer, integer, optional, refine, size, string, type } from 'superstruct'
import { parseBoundedJson } from '../text/boundedJson'
import { Phone } from './applicationFields'
import { Email, requiredText } from './textFields'

/** Upper bounds of the favorites request (characters; talents in one request). */
export const favoritesLimits = { name: 120, company: 120, dates: 120, message: 5000, talents: 100 } as const

/** One talent of the selection as the request carries it (the real clients' `favorites` JSON: id, name). */
export const FavoriteChoice = type({
  id: refine(integer(), 'id', (v) => v > 0),
  name: requiredText(favoritesLimits.name),
})
export type FavoriteChoice = Infer<typeof FavoriteChoice>

const optionalText = (max: number) => optional(refine(string(), 'text', (v) => v.length <= max))

/**
 * The "Request these models" form of the favorites page: name, email, phone, message, optional
 * company and shoot dates, and the selection (1 to 100 talents). Shared by the browser form (final-form,
 * with `fieldErrors`, the selection added from the list) and the Worker (`POST /api/favorites`, where the
 * selection arrives as the JSON text of `favorites`). `type()` ignores unknown keys.
 * Example: `fieldErrors(FavoritesFields, { name: 'Ana', favorites: [] })` → `['email', 'phone', 'message', 'favorites']`.
 */
export const FavoritesFields = type({
  name: requiredText(favoritesLimits.name),
  email: Email,
  phone: Phone,
  company: optionalText(favoritesLimits.company),
  dates: optionalText(favoritesLimits.dates),
  message: requiredText(favoritesLimits.message),
  favorites: size(array(FavoriteChoice), 1, favoritesLimits.talents),
})
export type FavoritesFields = Infer<typeof FavoritesFields>

/** The fields the visitor types, in the order the form shows them. */
export const favoritesFieldNames = ['name', 'email', 'phone', 'company', 'dates', 'message'] as const

/**
 * The selection as sent in the `favorites` field: JSON text of `[{ id, name }]` (nested at most
 * `maxJsonDepth` deep), or the list itself; anything else is undefined.
 */
export function parseSelection(value: unknown): unknown {
  if (Array.isArray(value)) return value
  return typeof value === 'string' ? parseBoundedJson(value) : undefined
}
