import { array, type Infer, integer, optional, refine, size, string, type } from 'superstruct'
import { parseBoundedJson } from '../text/boundedJson'
import { Phone } from './applicationFields'
import { Email, requiredText } from './textFields'

/** Upper bounds of the favorites request (characters; talents in one request). */
export const favoritesLimits = {
  name: 120,
  company: 120,
  dates: 120,
  city: 120,
  usage: 200,
  budget: 120,
  message: 5000,
  talents: 100,
} as const

/** One talent of the selection as the request carries it (the real clients' `favorites` JSON: id, name). */
export const FavoriteChoice = type({
  id: refine(integer(), 'id', (v) => v > 0),
  name: requiredText(favoritesLimits.name),
})
export type FavoriteChoice = Infer<typeof FavoriteChoice>

const optionalText = (max: number) => optional(refine(string(), 'text', (v) => v.length <= max))

/**
 * The "Request these models" form of the favorites page: name, email, phone, message, the optional job
 * brief (`briefFieldNames`: the brand or client, shoot dates, city, usage, budget), and the selection (1 to
 * 100 talents). Shared by the browser form (final-form,
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
  city: optionalText(favoritesLimits.city),
  usage: optionalText(favoritesLimits.usage),
  budget: optionalText(favoritesLimits.budget),
  message: requiredText(favoritesLimits.message),
  favorites: size(array(FavoriteChoice), 1, favoritesLimits.talents),
})
export type FavoritesFields = Infer<typeof FavoritesFields>

/** The job brief (issue 40): optional, in the order the form shows them (`company` is the brand or client). */
export const briefFieldNames = ['company', 'dates', 'city', 'usage', 'budget'] as const
export type BriefField = (typeof briefFieldNames)[number]

/** The fields the visitor types, in the order the form shows them. */
export const favoritesFieldNames = ['name', 'email', 'phone', ...briefFieldNames, 'message'] as const

/**
 * The selection as sent in the `favorites` field: JSON text of `[{ id, name }]` (nested at most
 * `maxJsonDepth` deep), or the list itself; anything else is undefined.
 */
export function parseSelection(value: unknown): unknown {
  if (Array.isArray(value)) return value
  return typeof value === 'string' ? parseBoundedJson(value) : undefined
}
