import { buildAttributes } from '../dataset/buildAttributes.ts'
import { json } from '../http/json.ts'
import { paginate } from '../http/paginate.ts'
import { positiveInt } from '../http/positiveInt.ts'
import { readJson } from '../http/readJson.ts'
import type { Context, Route } from '../Route.ts'
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

const talents = async ({ request, url, state }: Context) => {
  const body = await readJson(request)
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
  const perPage = positiveInt(url.searchParams.get('paginate'), DEFAULT_PAGE_SIZE)
  const page = positiveInt(url.searchParams.get('page'), 1)
  return json(
    paginate(
      list.map(({ profile }) => listItem(profile)),
      page,
      perPage,
    ),
  )
}

const profile = ({ url, state, config }: Context) => {
  const found = state.talents.get(Number(url.searchParams.get('id') ?? Number.NaN))
  return found ? json(renderProfile(found.profile, config.shape)) : json({ message: 'Talent not found' }, 404)
}

const attributes = ({ url, config }: Context) =>
  json(renderAttributes(buildAttributes, url.searchParams, config.shape))

export const integrationRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/talents$/, api: 'integration', handle: talents },
  // suziziziz/bella-1 (pages/talents.vue) lists with GET and no body: no filter.
  { method: 'GET', pattern: /^\/api\/talents$/, api: 'integration', handle: talents },
  { method: 'GET', pattern: /^\/api\/talent\/profile$/, api: 'integration', handle: profile },
  { method: 'GET', pattern: /^\/api\/talents\/attributes$/, api: 'integration', handle: attributes },
]
