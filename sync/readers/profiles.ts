import { validate } from 'superstruct'
import { Profile, type TalentSummary } from '../../lib/schemas/snapshot'
import { normalizeProfile, RecordError, type Rejected, UpstreamError } from '../../lib/upstream'
import { noteTo, type ReadContext, type Reading } from './reading'

/** What a profile's answer gives: the profile, nothing to show (a warning, not a problem), or a problem. */
type Outcome = { profile: Profile } | { absent: string } | { problem: Rejected }

async function readOutcome(ctx: ReadContext, listed: TalentSummary, notes: string[]): Promise<Outcome> {
  const { id } = listed
  let answer: Awaited<ReturnType<ReadContext['upstream']['profile']>>
  try {
    answer = await ctx.upstream.profile(id)
  } catch (e) {
    // A refused token or a network outage is everyone's problem, not this talent's.
    if (e instanceof UpstreamError && (e.kind === 'auth' || e.kind === 'network')) throw e
    if (e instanceof UpstreamError)
      return { problem: { id, field: e.field || '(answer)', message: e.message } }
    throw e
  }
  if (!answer)
    return { absent: `warning: talent ${id} is in the roster but its profile answers 404; left out` }
  if (answer.id !== id)
    return { problem: { id, field: 'id', message: `the profile call answered talent ${answer.id}` } }
  let profile: Profile | null
  try {
    // What the profile lacks (name, cover, gender, categories) comes from its list entry.
    profile = normalizeProfile(
      answer,
      ctx.upstream.baseUrl('integration'),
      noteTo(notes, `warning: talent ${id}, field `),
      {
        categoryIds: ctx.settings.categoryIds,
        listed,
      },
    )
  } catch (e) {
    if (e instanceof RecordError) return { problem: { id, field: e.field, message: e.message } }
    throw e
  }
  if (!profile) return { absent: `warning: talent ${id}'s profile is in no site category; left out` }
  const [error] = validate(profile, Profile)
  if (error) {
    const failure = error.failures()[0] ?? error
    return { problem: { id, field: failure.path.join('.') || '(profile)', message: failure.message } }
  }
  return { profile }
}

/**
 * One talent's profile (`GET /api/talent/profile?id=`), completed from its roster entry and validated:
 * the profile, or null with a warning (404, in no site category), or null with the talent set aside
 * (`profiles`: the sync may keep its last published version).
 */
export async function readProfile(ctx: ReadContext, listed: TalentSummary): Promise<Reading<Profile | null>> {
  const notes: string[] = []
  const outcome = await readOutcome(ctx, listed, notes)
  if ('profile' in outcome) {
    const { book, snap, compo, videos } = outcome.profile
    return reading(
      outcome.profile,
      [],
      [],
      notes,
      `book ${book.length}, snap ${snap.length}, compo ${compo.length}, videos ${videos.length}`,
    )
  }
  if ('problem' in outcome) {
    const { field, message } = outcome.problem
    return reading(null, [outcome.problem], [], notes, `field ${field}: ${message}`)
  }
  return reading(null, [], [outcome.absent], notes, outcome.absent.replace(/^warning: /, ''))
}

function reading(
  profile: Profile | null,
  rejected: Rejected[],
  warnings: string[],
  notes: string[],
  detail: string,
): Reading<Profile | null> {
  return {
    items: profile,
    setAside: [{ list: 'profiles', total: 1, rejected }],
    warnings,
    notes,
    count: profile ? 1 : 0,
    detail,
  }
}
