import { Hono } from 'hono'
import { type CmsContext, type CmsEnv, query } from '../CmsEnv.ts'
import { buildAttributes } from '../dataset/buildAttributes.ts'
import { handleOf } from '../dataset/buildInstagram.ts'
import { roughenAttributes } from '../dataset/rough.ts'
import { json } from '../http/json.ts'
import { paginate } from '../http/paginate.ts'
import { positiveInt } from '../http/positiveInt.ts'
import { readJson } from '../http/readJson.ts'
import { requireToken } from '../http/requireToken.ts'
import { renderAttributes, renderProfile } from '../shapes.ts'
import type { Profile, Talent } from '../types.ts'

// Laravel's default page size, used when `paginate` is missing or not a positive integer.
const DEFAULT_PAGE_SIZE = 15

// Like MySQL's utf8mb4_unicode_ci: case, accents and spacing do not change the order.
const collator = new Intl.Collator('pt', { sensitivity: 'base' })
const sortKey = (name: string) => name.trim().replace(/\s+/g, ' ')

const listItem = ({ id, name, gender, cover, categories, instagram }: Profile): Talent => ({
  id,
  name,
  gender,
  cover,
  categories,
  instagram,
})

const talents = async (c: CmsContext) => {
  const { state } = c.var
  const params = query(c)
  const body = await readJson(c.req.raw)
  const filters = (body.filters ?? {}) as { categories?: unknown; gender?: unknown }
  const wanted = Array.isArray(filters.categories) ? filters.categories.map(Number) : null
  const gender = typeof filters.gender === 'string' ? filters.gender : null
  let list = [...state.talents.values()].filter(
    ({ profile }) =>
      (!wanted || wanted.length === 0 || profile.categories.some((c) => wanted.includes(c.id))) &&
      (gender === null || profile.gender === gender),
  )
  if (body.sort !== undefined && body.sort !== null && body.sort !== 0) {
    list = list.sort((a, b) => b.created - a.created)
  } else {
    list = list.sort(
      (a, b) =>
        collator.compare(sortKey(a.profile.name), sortKey(b.profile.name)) || a.profile.id - b.profile.id,
    )
  }
  const perPage = positiveInt(params.get('paginate'), DEFAULT_PAGE_SIZE)
  const page = positiveInt(params.get('page'), 1)
  return json(
    paginate(
      list.map(({ profile }) => listItem(profile)),
      page,
      perPage,
    ),
  )
}

const profile = (c: CmsContext) => {
  const { state, config } = c.var
  const found = state.talents.get(Number(query(c).get('id') ?? Number.NaN))
  if (!found) return json({ message: 'Talent not found' }, 404)
  const body: Record<string, unknown> = renderProfile(found.profile, config.shape)
  // The rough data set: what this talent's profile answer has other than its list entry.
  for (const [key, value] of Object.entries(found.diff ?? {})) {
    if (value === undefined) delete body[key]
    else body[key] = value
  }
  return json(body)
}

const attributes = (c: CmsContext) => {
  const answer = renderAttributes(buildAttributes, query(c), c.var.config.shape)
  return json(
    c.var.state.dataset === 'rough' && c.var.config.shape === 'real'
      ? roughenAttributes(answer as Record<string, { id: string; value: string }[]>)
      : answer,
  )
}

/**
 * An Instagram account's follower count (suziziziz/bella-1 pages/talentGallery.vue, `getInstagramInfo`):
 * bare `{ followers }` in the real variant, `{ data: { followers } }` in the spec's; an unknown handle
 * 404, a failing account 500 (the rough data set).
 */
const instagram = (c: CmsContext) => {
  const { state, config } = c.var
  const username = handleOf(query(c).get('username') ?? '')
  const account = username ? state.instagram.get(username) : undefined
  if (!account) return json({ message: 'Instagram account not found' }, 404)
  if (account === 'error') return json({ message: 'Server Error' }, 500)
  const body = { followers: account.followers }
  return json(config.shape === 'spec' ? { data: body } : body)
}

const token = requireToken('integration')

export const integrationRoutes = new Hono<CmsEnv>()
  .post('/api/talents', token, talents)
  // suziziziz/bella-1 (pages/talents.vue) lists with GET and no body: no filter.
  .get('/api/talents', token, talents)
  .get('/api/talent/profile', token, profile)
  .get('/api/talents/attributes', token, attributes)
  .get('/api/agency/instagram', token, instagram)
