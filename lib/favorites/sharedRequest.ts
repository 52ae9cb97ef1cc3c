import { favoritesLimits } from '../forms/favoritesFields'
import { type TalentRef, talentPath } from '../routes/talentRoute'
import type { FavoriteTalent } from '../state/favoriteTalent'
import { capitalizeWords } from '../text/capitalizeWords'

// A shared favorites link (`/favoritos?ids=1,2,3`, `/en/favorites?ids=…`): read by the favorites page's
// island (components/favorites) and by the Worker, which answers such an address with the talents' cards
// and the request form in the HTML, so the request is sent with no script (functions/favoritesPage.ts).

/** The query parameter of a shared link. */
export const idsParam = 'ids'

/**
 * The ids of a shared link (`1,2,3`), in order, each once, at most as many as one request may carry;
 * anything that is no positive whole number is ignored.
 * Example: `parseIds('3, 1,x,3,0')` → `[3, 1]`.
 */
export function parseIds(value: string | null | undefined): number[] {
  const ids = (value ?? '').split(',').filter((s) => /^[1-9]\d{0,9}$/.test(s.trim()))
  return [...new Set(ids.map((s) => Number(s.trim())))].slice(0, favoritesLimits.talents)
}

/** The query of a shared link to these talents: `?ids=1,2,3` ('' for none). */
export const sharedQuery = (ids: readonly number[]) => (ids.length > 0 ? `?${idsParam}=${ids.join(',')}` : '')

/**
 * The marks of the favorites page's no-script request (components/favorites/RequestForm, `plain`), which
 * the Worker finds and fills: the section (shown), the cards' list, the note on ids no longer shown, the
 * hidden field carrying the selection, and the WhatsApp link (its message given the link's address).
 */
export const plainRequestMarks = {
  section: 'data-request-plain',
  cards: 'data-request-cards',
  missing: 'data-request-missing',
  selection: 'data-request-selection',
  whatsapp: 'data-request-whatsapp',
} as const

/**
 * The ids of a selection as a request carries it (`[{ id, name }]`, parsed), read as a shared link's are;
 * anything else gives none. Example: `selectionIds([{ id: 4, name: 'Ana' }, { id: 'x' }])` → `[4]`.
 */
export function selectionIds(selection: unknown): number[] {
  if (!Array.isArray(selection)) return []
  const ids = selection.map((item: unknown) =>
    typeof item === 'object' && item !== null && 'id' in item ? item.id : undefined,
  )
  return parseIds(ids.filter((id): id is number => Number.isSafeInteger(id)).join(','))
}

/**
 * A roster entry as a favorite: what the favorites card needs, named as the roster names it, with the
 * Portuguese profile path (the stored list's). The island's shared list and the Worker's answer to a shared
 * link both make theirs here, so the selection a request sends is the same with or without script.
 */
export function toFavorite(t: TalentRef & { name: string; cover: string | null }): FavoriteTalent {
  return { id: t.id, name: capitalizeWords(t.name), cover: t.cover, path: talentPath(t, 'pt') }
}
