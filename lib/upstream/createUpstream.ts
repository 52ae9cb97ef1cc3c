import { type Struct, StructError, validate } from 'superstruct'
import {
  UpstreamAttributes,
  UpstreamInstagram,
  UpstreamPost,
  UpstreamPostAnswer,
  UpstreamPostPage,
  UpstreamProfileAnswer,
  UpstreamSlide,
  UpstreamSlides,
  UpstreamSocial,
  UpstreamTalent,
  UpstreamTalentPage,
  UpstreamTalentPaging,
} from '../schemas/upstream'
import { type Listed, readEach } from './records'
import { type Call, createTransport, type ReadOptions, type TransportConfig } from './transport'
import { UpstreamError } from './UpstreamError'

// The platform's endpoints: each call of the Manager Fashion platform the site makes, and how its answer is
// read (validated, lists record by record). How a call travels is lib/upstream/transport.ts's.

export type UpstreamConfig = TransportConfig
export type { ReadOptions }

/** The `id` of the innermost record on the way to an invalid field (`data.37.gender` → talent 37's id). */
function idAlong(body: unknown, path: readonly unknown[]): string | number | undefined {
  // A wrapped answer is validated unwrapped: its paths start inside `data`.
  const wrapped =
    typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body && path[0] !== 'data'
  let node = wrapped ? (body as { data: unknown }).data : body
  let id: string | number | undefined
  for (const key of path) {
    if (node === null || typeof node !== 'object') break
    const record = node as Record<string, unknown>
    if (typeof record.id === 'number' || typeof record.id === 'string') id = record.id
    node = record[String(key)]
  }
  return id
}

/** The attribute lists the real clients ask for by name (`?hair=<lang>&eyes=<lang>`): the CMS answers these. */
export const attributeQueryLists = ['hair', 'eyes'] as const

/**
 * A client of both upstream APIs (integration and panel), Web-standard fetch only, shared by the sync (Node)
 * and the Worker (workerd): the platform's calls over the transport (lib/upstream/transport.ts: tokens,
 * timeouts, retries), every answer validated.
 */
export function createUpstream(config: UpstreamConfig) {
  const { baseUrl: baseOf, call } = createTransport(config)

  function check<T>(name: string, body: unknown, struct: Struct<T, unknown>): T {
    const [error, value] = validate(body, struct, { coerce: true })
    if (error) {
      const failure = error instanceof StructError ? (error.failures()[0] ?? error) : error
      const field = failure.path.join('.')
      const id = idAlong(body, failure.path)
      throw new UpstreamError(
        'invalid',
        name,
        `invalid ${field || 'answer'}${id === undefined ? '' : ` (id ${id})`}: ${failure.message}`,
        undefined,
        field,
      )
    }
    return value
  }

  /** The answer's body, or null for a 404 when `notFound` allows it; any other status over 399 throws. */
  async function fetchBody(c: Omit<Call, 'idempotent'>, notFound?: 'null'): Promise<unknown> {
    const answer = await call({ ...c, idempotent: true })
    if (answer.status === 404 && notFound) return null
    if (answer.status >= 400)
      throw new UpstreamError('http', `${c.method} ${c.path}`, `status ${answer.status}`, answer.status)
    return answer.body
  }

  async function read<T>(c: Omit<Call, 'idempotent'>, struct: Struct<T, unknown>): Promise<T>
  async function read<T>(
    c: Omit<Call, 'idempotent'>,
    struct: Struct<T, unknown>,
    notFound: 'null',
  ): Promise<T | null>
  async function read<T>(
    c: Omit<Call, 'idempotent'>,
    struct: Struct<T, unknown>,
    notFound?: 'null',
  ): Promise<T | null> {
    const body = await fetchBody(c, notFound)
    if (body === null && notFound) return null
    return check(`${c.method} ${c.path}`, body, struct)
  }

  return {
    /** Where relative media paths of each API resolve. */
    baseUrl: baseOf,

    /**
     * The agency's social links, or null when the platform does not answer the call (404): no public client
     * calls it (only the spec's original site did), so the site falls back to its own configuration.
     */
    async socialMedia() {
      return read({ api: 'panel', method: 'GET', path: '/api/social-media' }, UpstreamSocial, 'null')
    },

    /**
     * The slides of one type, bare or wrapped, in the CMS's order, read one by one (a slide that cannot be
     * read is rejected, the rest kept). A type the CMS does not know (404) is asked of `/api/slides/all`,
     * which accounts answer with every section (webdesignmf/bxt_talent services/slides.js); null when
     * that answers 404 too. Items may carry a `section`: choosing among sections is the caller's
     * (`fallback` says the answer is `/all`'s, not the type's own).
     */
    async slides(type: string): Promise<(Listed<UpstreamSlide> & { fallback: boolean }) | null> {
      const ask = (t: string) =>
        read(
          { api: 'panel', method: 'GET', path: `/api/slides/${encodeURIComponent(t)}` },
          UpstreamSlides,
          'null',
        )
      const own = await ask(type)
      const list = own ?? (type === 'all' ? null : await ask('all'))
      return list && { ...readEach(list, UpstreamSlide), fallback: own === null }
    },

    /**
     * One page of posts, read one by one (`data` the posts read, `rejected` the ones that could not be);
     * null when the CMS does not know the post type or language (404).
     */
    async postsPage(type: string, language: string, page: number, perPage?: number) {
      const path = `/api/posts/${encodeURIComponent(type)}/${encodeURIComponent(language)}`
      const query = { page, sort: 'order', order: 'asc', ...(perPage ? { paginate: perPage } : {}) }
      const answer = await read({ api: 'panel', method: 'GET', path, query }, UpstreamPostPage, 'null')
      if (!answer) return null
      const { items, rejected } = readEach(answer.data, UpstreamPost)
      return { ...answer, data: items, rejected }
    },

    /** One post (bare or wrapped), or null when the CMS answers 404. */
    async post(type: string, language: string, slug: string) {
      const path = `/api/posts/${encodeURIComponent(type)}/${encodeURIComponent(language)}/${encodeURIComponent(slug)}`
      return read({ api: 'panel', method: 'GET', path }, UpstreamPostAnswer, 'null')
    },

    /**
     * Every talent, following pages (the spec fetches the roster with paginate 1000), read one by one: a
     * record that cannot be read is rejected with its id and field, the rest kept. `pages` stops after that
     * many pages.
     */
    async talents(
      paginate = 1000,
      { pages = Number.POSITIVE_INFINITY, ...options }: ReadOptions & { pages?: number } = {},
    ): Promise<Listed<UpstreamTalent>> {
      const all: Listed<UpstreamTalent> = { items: [], rejected: [] }
      for (let page = 1; ; page++) {
        const c = {
          api: 'integration',
          method: 'POST',
          path: '/api/talents',
          query: { language: 'pt', paginate, page },
          json: { filters: {} },
          ...options,
        } as const
        const body = await fetchBody(c)
        const items = check(`${c.method} ${c.path}`, body, UpstreamTalentPage)
        const paging = check(`${c.method} ${c.path}`, body, UpstreamTalentPaging)
        const read = readEach(items, UpstreamTalent)
        all.items.push(...read.items)
        all.rejected.push(...read.rejected)
        // With `last_page`, up to it; a bare list is the whole roster; otherwise until a page is not full.
        const more =
          paging.last_page !== undefined
            ? page < paging.last_page
            : !Array.isArray(body) && items.length >= paginate
        if (items.length === 0 || !more || page >= pages) return all
      }
    },

    /** One profile, or null when the CMS does not know the id. */
    async profile(id: number, options: ReadOptions = {}) {
      return read(
        {
          api: 'integration',
          method: 'GET',
          path: '/api/talent/profile',
          query: { language: 'pt', id, cover2: 1, skills: 1 },
          ...options,
        },
        UpstreamProfileAnswer,
        'null',
      )
    },

    /**
     * An Instagram account's answer (its follower count: `followersOf`), or null when the platform does not
     * know the username (404). The platform's public clients ask it for a talent's `instagram`
     * (suziziziz/bella-1 pages/talentGallery.vue, `getInstagramInfo`).
     */
    async instagram(username: string, options: ReadOptions = {}) {
      return read(
        { api: 'integration', method: 'GET', path: '/api/agency/instagram', query: { username }, ...options },
        UpstreamInstagram,
        'null',
      )
    },

    /**
     * The attribute lists of a language, or null when the call answers 404. The real clients choose lists by
     * query (`hair=<lang>&eyes=<lang>`, bxt_talent pages/get-scouted.vue); the spec's original asked
     * `language=<lang>`: both are sent.
     */
    async attributes(language: string) {
      return read(
        {
          api: 'integration',
          method: 'GET',
          path: '/api/talents/attributes',
          query: { language, ...Object.fromEntries(attributeQueryLists.map((list) => [list, language])) },
        },
        UpstreamAttributes,
        'null',
      )
    },

    /**
     * A submission to the panel API (`POST /api/{kind}/{language}`). Any 2xx is an acceptance, whatever its
     * body (no public client of the platform reads it); the caller reads the 422's errors. A 5xx or a
     * timeout throws and is not retried here. `idempotencyKey` goes as the `Idempotency-Key` header: the
     * same submission sent twice carries the same key (functions/deliveries/deliver.ts).
     */
    async submit(
      kind: 'contact' | 'get-scouted' | 'favorites',
      language: string,
      form: FormData,
      options: { idempotencyKey?: string } = {},
    ) {
      const path = `/api/${kind}/${encodeURIComponent(language)}`
      const headers = options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined
      return call({ api: 'panel', method: 'POST', path, form, headers, idempotent: false, anyBody: true })
    },
  }
}

export type Upstream = ReturnType<typeof createUpstream>
