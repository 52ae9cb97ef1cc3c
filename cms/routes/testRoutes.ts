import { Hono } from 'hono'
import type { CmsContext, CmsEnv } from '../CmsEnv.ts'
import { resetState } from '../createState.ts'
import { json } from '../http/json.ts'
import { readJson } from '../http/readJson.ts'
import type { Profile } from '../types.ts'

const ok = () => json({ ok: true })

const addFault = async (c: CmsContext) => {
  const { state } = c.var
  const body = await readJson(c.req.raw)
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
const upsertTalent = async (c: CmsContext) => {
  const { state } = c.var
  const body = await readJson(c.req.raw)
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

const removeTalent = (c: CmsContext) =>
  c.var.state.talents.delete(Number(c.req.param('id'))) ? ok() : json({ message: 'Talent not found' }, 404)

// No token: development and tests only (cms/README.md, "Test routes").
export const testRoutes = new Hono<CmsEnv>()
  .get('/__health', () => json({ ok: true }))
  .get('/__inbox', (c) => json(c.var.state.inbox))
  .delete('/__inbox', (c) => {
    c.var.state.inbox = []
    return ok()
  })
  .get('/__faults', (c) => json(c.var.state.faults))
  .post('/__faults', addFault)
  .delete('/__faults', (c) => {
    c.var.state.faults = []
    return ok()
  })
  .get('/__requests', (c) => json(Object.fromEntries(c.var.state.requests)))
  .delete('/__requests', (c) => {
    c.var.state.requests = new Map()
    return ok()
  })
  .post('/__talents', upsertTalent)
  .delete('/__talents/:id{\\d+}', removeTalent)
  .post('/__reset', async (c) => {
    // `{ "dataset": "rough" | "demo" }` switches the data set; without it, the one in use is restored.
    const { dataset } = await readJson(c.req.raw)
    if (dataset !== undefined && dataset !== 'demo' && dataset !== 'rough') {
      return json({ message: 'The given data was invalid.', errors: { dataset: ['demo or rough'] } }, 422)
    }
    resetState(c.var.state, dataset)
    return ok()
  })
  .post('/__tokens/expire', (c) => {
    for (const token of c.var.state.tokens.values()) token.expiresAt = 0
    return ok()
  })
