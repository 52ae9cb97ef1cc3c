import type { Locale } from '../i18n/locales'
import { imageAttrs } from '../media/imageAttrs'
import { talentPath } from '../routes/talentRoute'
import type { TalentSummary } from '../schemas/snapshot'
import { media } from '../site'
import { capitalizeWords } from '../text/capitalizeWords'
import { displayName } from '../text/displayName'
import { escapeHtml } from '../text/escapeHtml'
import type { RosterTalent } from './filterTalents'
import { talentItemId } from './rosterMarks'

// A roster card for a talent the build never rendered (one added or changed in the CMS since: the Worker
// answers the roster with the live list, functions/rosterPage.ts). The build renders the roster's own card
// (components/roster/RosterParts' RosterItem) once per language for a stand-in talent whose every field is a
// token found nowhere else; the Worker writes the talent's values over the tokens, escaped. The build checks
// the template still holds each token (scripts/rosterCardsFile.ts), and a unit test that filling it gives
// React's own markup: the day the card changes shape, one of them fails.

/** The image shown when a talent has no cover or it fails to load. */
export const coverFallback = '/img/fallback.svg'

/** A card's width: 2 columns below 1024 px, 5 from there (components/roster/Roster.css). */
export const cardSizes = `${media.desktop} 20vw, 50vw`

/** The stand-in talent the template is rendered for: a cover with no responsive variants. */
export const templateTalent = {
  id: 987_654_321,
  name: 'qzxname',
  slug: 'qzxslug',
  gender: 'woman',
  cover: 'https://qzx.invalid/qzxcover.jpg',
  categories: ['mainboard'],
} as const satisfies Pick<TalentSummary, 'id' | 'name' | 'slug' | 'gender' | 'cover' | 'categories'>

type CardTalent = Pick<RosterTalent, 'id' | 'name' | 'slug' | 'cover' | 'categories'>

const favoriteAttr = / data-favorite="[^"]*"/
const nameToken = capitalizeWords(templateTalent.name)

/** The pieces of the template the Worker writes over; a template lacking one is refused by the build. */
export function templateProblems(template: string, locale: Locale): string[] {
  const needed = [
    ` id="${talentItemId(templateTalent.id)}"`,
    ` src="${templateTalent.cover}"`,
    talentPath(templateTalent, locale),
    nameToken,
  ]
  const problems = needed.filter((piece) => !template.includes(piece)).map((p) => `no ${p}`)
  if (!favoriteAttr.test(template)) problems.push('no data-favorite')
  return problems
}

/** The card of `talent` in `locale`, from the language's template. */
export function fillCard(template: string, talent: CardTalent, locale: Locale): string {
  const name = capitalizeWords(talent.name)
  // As components/favorites/FavoriteButton keeps a favorite: under the profile's shown name, with its
  // profile path in Portuguese (the shared list's).
  const favorite = {
    id: talent.id,
    name: displayName(talent.name),
    cover: talent.cover,
    path: talentPath(talent, 'pt'),
  }
  const image = imageAttrs(talent.cover ?? coverFallback, cardSizes)
  // In React's order: src, then srcset and sizes (imageAttrs), then the fixed box the template holds.
  const variants = image.srcSet
    ? ` srcSet="${escapeHtml(image.srcSet)}" sizes="${escapeHtml(cardSizes)}"`
    : ''
  const src = ` src="${escapeHtml(image.src)}"${variants}`
  return template
    .replace(favoriteAttr, () => ` data-favorite="${escapeHtml(JSON.stringify(favorite))}"`)
    .replace(` id="${talentItemId(templateTalent.id)}"`, () => ` id="${talentItemId(talent.id)}"`)
    .replace(` src="${templateTalent.cover}"`, () => src)
    .replaceAll(talentPath(templateTalent, locale), () => escapeHtml(talentPath(talent, locale)))
    .replaceAll(nameToken, () => escapeHtml(name))
}

/**
 * How the roster loads the cover of its card at `index` (0-based): the phone's first row (two columns) at
 * once with high priority, the rest of a desktop's first row (five) at once, the others lazily.
 */
export function coverPriority(index: number): 'high' | 'eager' | undefined {
  return index < 2 ? 'high' : index < 5 ? 'eager' : undefined
}

const lazyCover = ' loading="lazy" fetchPriority="auto"'

/** A card's markup (rendered without a priority: lazy) with the cover's loading of its place in the grid. */
export function withPriority(card: string, priority: 'high' | 'eager' | undefined): string {
  if (!priority) return card
  return card.replace(lazyCover, ` loading="eager" fetchPriority="${priority === 'high' ? 'high' : 'auto'}"`)
}
