import { type Infer, integer, string, type } from 'superstruct'
import { SiteCategories } from '../categories'

/** What a talent's URLs are made of (extra fields allowed: any roster entry or profile is one). */
export const TalentRef = type({ id: integer(), slug: string(), categories: SiteCategories })
export type TalentRef = Infer<typeof TalentRef>
