import { resetState } from '../createState.ts'
import { json } from '../http/json.ts'
import { readJson } from '../http/readJson.ts'
import type { Context, Route } from '../Route.ts'
import type { Profile } from '../types.ts'

const ok = () => json({ ok: true })

const addFault = async ({ request, state }: Context) => {
  const body = await readJson(request)
  const { path, method, status, delay_ms, malformed, count } = body
  const errors: Record<string, string[]> = {}
  if (typeof path !== 'string' || path === '') errors.path = ['path is required']
  if (status !== undefined && !(Number.isInteger(status) && Number(status) >= 100 && Number(status) <= 599)) {
    errors.status = ['status must be an HTTP status code']
  }
  if (delay_ms !== undefined && !(typeof delay_ms === 'number' && delay_ms >= 0)) {
    errors.delay_ms = ['delay_ms must be a number of milliseconds']
  }
  if (count !== undefined && !(Number.isInteger(count) && Number(count) >= 1)) {
    errors.count = ['count must be a positive integer']
  }
  if (Object.keys(errors).length > 0) return json({ message: 'The given data was invalid.', errors }, 422)
  const fault = {
    method: typeof method === 'string' ? method.toUpperCase() : null,
    path: String(path).startsWith('/') ? String(path) : `/${String(path)}`,
    status: typeof status === 'number' ? status : null,
    delay_ms: typeof delay_ms === 'number' ? delay_ms : 0,
    malformed: malformed === true,
    count: typeof count === 'number' ? count : 1,
  }
  state.faults.push(fault)
  return json(fault)
}

// A test may post a partial profile; the missing fields get the values an empty CMS record has.
const upsertTalent = async ({ request, state }: Context) => {
  const body = await readJson(request)
  const id = body.id
  const errors: Record<string, string[]> = {}
  if (!(Number.isInteger(id) && Number(id) >= 1)) errors.id = ['id must be a positive integer']
  if (typeof body.name !== 'string') errors.name = ['name is required']
  if (body.gender !== 'man' && body.gender !== 'woman') errors.gender = ['gender must be "man" or "woman"']
  if (Object.keys(errors).length > 0) return json({ message: 'The given data was invalid.', errors }, 422)
  const profile: Profile = {
    cover: `uploads/talents/${id}/.jpg`,
    categories: [],
    instagram: null,
    cover2: null,
    about: null,
    height: null,
    bust: null,
    chest: null,
    waist: null,
    hips: null,
    suit: null,
    shirt: null,
    jeans: null,
    shoes: null,
    hair: null,
    eyes: null,
    weight: null,
    book: [],
    snap: [],
    compo: [],
    video: [],
    ...(body as Partial<Profile>),
  } as Profile
  // Either variant's shape is accepted: nested galleries and `videos` (the spec's) are stored top-level.
  const nested = body.galleries as Partial<Pick<Profile, 'book' | 'snap' | 'compo'>> | undefined
  if (nested) {
    profile.book = nested.book ?? profile.book
    profile.snap = nested.snap ?? profile.snap
    if (nested.compo) profile.compo = nested.compo
    delete (profile as { galleries?: unknown }).galleries
  }
  if (Array.isArray(body.videos)) {
    profile.video = body.videos as Profile['video']
    delete (profile as { videos?: unknown }).videos
  }
  state.talents.set(profile.id, { profile, created: state.created++ })
  return json({ ok: true, id: profile.id })
}

const removeTalent = ({ params, state }: Context) =>
  state.talents.delete(Number(params[0])) ? ok() : json({ message: 'Talent not found' }, 404)

export const testRoutes: Route[] = [
  { method: 'GET', pattern: /^\/__health$/, api: null, handle: () => json({ ok: true }) },
  { method: 'GET', pattern: /^\/__inbox$/, api: null, handle: ({ state }) => json(state.inbox) },
  {
    method: 'DELETE',
    pattern: /^\/__inbox$/,
    api: null,
    handle: ({ state }) => {
      state.inbox = []
      return ok()
    },
  },
  { method: 'GET', pattern: /^\/__faults$/, api: null, handle: ({ state }) => json(state.faults) },
  { method: 'POST', pattern: /^\/__faults$/, api: null, handle: addFault },
  {
    method: 'DELETE',
    pattern: /^\/__faults$/,
    api: null,
    handle: ({ state }) => {
      state.faults = []
      return ok()
    },
  },
  {
    method: 'GET',
    pattern: /^\/__requests$/,
    api: null,
    handle: ({ state }) => json(Object.fromEntries(state.requests)),
  },
  {
    method: 'DELETE',
    pattern: /^\/__requests$/,
    api: null,
    handle: ({ state }) => {
      state.requests = new Map()
      return ok()
    },
  },
  { method: 'POST', pattern: /^\/__talents$/, api: null, handle: upsertTalent },
  { method: 'DELETE', pattern: /^\/__talents\/(\d+)$/, api: null, handle: removeTalent },
  {
    method: 'POST',
    pattern: /^\/__reset$/,
    api: null,
    handle: ({ state }) => {
      resetState(state)
      return ok()
    },
  },
  {
    method: 'POST',
    pattern: /^\/__tokens\/expire$/,
    api: null,
    handle: ({ state }) => {
      for (const token of state.tokens.values()) token.expiresAt = 0
      return ok()
    },
  },
]
