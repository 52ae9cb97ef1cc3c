import type { Slide } from '../../lib/schemas/snapshot'
import type { UpstreamSlide } from '../../lib/schemas/upstream'
import { keepEach, normalizeSlide, type Rejected } from '../../lib/upstream'
import { noteTo, type ReadContext, type Reading } from './reading'

/**
 * The slides of one type. One call may answer every section at once (the real platform's
 * `/api/slides/all`, each slide with its `section`): then only the section named `type` is kept. An
 * answer of `/all` asked in place of the type (`fallback`) without sections tells no section apart: none.
 */
export function slidesOfSection<T extends { section?: string | null | undefined }>(
  raw: readonly T[],
  type: string,
  fallback = false,
): { mine: T[]; sections: string[] } {
  const sections = [...new Set(raw.map((s) => s.section?.trim() ?? '').filter((s) => s !== ''))]
  if (sections.length === 0) return { mine: fallback ? [] : [...raw], sections }
  return { mine: raw.filter((s) => s.section?.trim().toLowerCase() === type.toLowerCase()), sections }
}

/**
 * The warning for a slide section that gives nothing (404 for the type and for `/all`, an empty answer, or
 * sections that are all others), or null when it has slides.
 */
export function slidesWarning(
  type: string,
  answer: { items: readonly UpstreamSlide[]; rejected: readonly Rejected[]; fallback: boolean } | null,
): string | null {
  const setting = `(CMS_PREHOME_SLIDES / CMS_ABOUT_SLIDES)`
  const asked =
    answer?.fallback === false ? `/api/slides/${type}` : `/api/slides/${type} (404), then /api/slides/all`
  if (!answer)
    return `warning: slides "${type}": the CMS answers 404 to /api/slides/${type} and /api/slides/all ${setting}; no slides`
  const { mine, sections } = slidesOfSection(answer.items, type, answer.fallback)
  if (mine.length > 0 || (!answer.fallback && answer.rejected.length > 0)) return null
  if (sections.length > 0)
    return `warning: slides "${type}": ${asked} has no slide of this section (it has: ${sections.join(', ')}) ${setting}; no slides`
  return `warning: slides "${type}": ${asked} answers no slides ${setting}; no slides`
}

/** The slides of the pre-home splash or of the About page (`GET /api/slides/{type}`, else `/all`). */
export async function readSlides(ctx: ReadContext, key: 'prehome' | 'about'): Promise<Reading<Slide[]>> {
  const type = ctx.settings.slides[key]
  const answer = await ctx.upstream.slides(type)
  const warning = slidesWarning(type, answer)
  const notes: string[] = []
  const { mine, sections } = answer
    ? slidesOfSection(answer.items, type, answer.fallback)
    : { mine: [], sections: [] }
  const base = ctx.upstream.baseUrl('panel')
  const read = keepEach(mine, (s: UpstreamSlide, i) =>
    normalizeSlide(s, base, i, noteTo(notes, `warning: slides ${type}.`)),
  )
  // Unreadable slides of an `/all` answer asked in place of the type belong to no section we can tell.
  const unreadable = answer && !answer.fallback ? answer.rejected : []
  const detail = !answer
    ? 'not answered (404), nor /api/slides/all'
    : `${read.items.length} slides${answer.fallback ? ' (404; from /api/slides/all)' : ''}${sections.length > 0 ? ` (sections in the answer: ${sections.join(', ')})` : ''}`
  return {
    items: read.items,
    setAside: [
      {
        list: `slides.${key}`,
        total: mine.length + unreadable.length,
        rejected: [...unreadable, ...read.rejected],
      },
    ],
    warnings: warning ? [warning] : [],
    notes,
    count: read.items.length,
    detail,
  }
}
