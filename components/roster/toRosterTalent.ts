import {
  array,
  coerce,
  type Describe,
  is,
  type as looseObject,
  nullable,
  number,
  string,
  unknown,
  validate,
} from 'superstruct'
import { Category, SiteCategories } from '../../lib/categories'
import { cardOf, type RosterTalent, type RosterTraits } from '../../lib/roster/filterTalents'
import { cardFields } from '../../lib/schemas/snapshot'

/** Categories as a live answer may send them: the unknown ones dropped, valid while one site category is left. */
const KnownCategories = coerce(SiteCategories, array(unknown()), (cs) => cs.filter((c) => is(c, Category)))

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null)

/**
 * What a card needs of a talent (the schema's card fields), its categories filtered as above. `type()`:
 * extra fields (a live answer's instagram) are fine.
 */
const RosterCard = looseObject({ ...cardFields, categories: KnownCategories })

/** A roster file entry's traits: an untyped or odd value reads as "not typed". */
const Traits: Describe<RosterTraits> = looseObject({
  height: coerce(nullable(number()), unknown(), (v) => (typeof v === 'number' ? v : null)),
  hair: coerce(nullable(string()), unknown(), text),
  eyes: coerce(nullable(string()), unknown(), text),
})

/**
 * What a card needs of a talent (and its traits when the entry has them), or [] for an entry that lacks
 * it. Lenient on purpose (extra fields are fine): one odd entry in a live answer must not cost the visitor
 * the whole roster.
 */
export function toRosterTalent(x: unknown): RosterTalent[] {
  const [error, card] = validate(x, RosterCard, { coerce: true })
  if (error) return []
  const talent = cardOf(card)
  if (!('height' in card)) return [talent]
  const [, traits] = validate(x, Traits, { coerce: true })
  return [traits ? { ...talent, ...traits } : talent]
}
