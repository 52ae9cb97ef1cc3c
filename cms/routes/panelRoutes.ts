import { socialMedia } from '../dataset/buildSlides.ts'
import { json } from '../http/json.ts'
import { paginate } from '../http/paginate.ts'
import { positiveInt } from '../http/positiveInt.ts'
import type { Context, Route } from '../Route.ts'
import { postType, renderPost, renderSlides } from '../shapes.ts'
import type { Post } from '../types.ts'

const PAGE_SIZE = 9

// One post type exists (`blog` in the real variant, `news` in the spec's); `all` is every language (as
// webdesignmf/bxt_talent asks, each post carrying its `lang`); es and any other language have no posts.
const postsOf = ({ state, params, config }: Context): Post[] => {
  const [type, language] = params
  if (type !== postType(config.shape)) return []
  if (language === 'all' && config.shape === 'real') return [...state.posts.pt, ...state.posts.en]
  return language === 'pt' || language === 'en' ? state.posts[language] : []
}

const posts = (context: Context) => {
  const { url } = context
  const descending = url.searchParams.get('order') === 'desc'
  const list = [...postsOf(context)].sort((a, b) => (descending ? b.order - a.order : a.order - b.order))
  const perPage = positiveInt(url.searchParams.get('paginate'), PAGE_SIZE)
  return json(paginate(list, positiveInt(url.searchParams.get('page'), 1), perPage))
}

const post = (context: Context) => {
  const found = postsOf(context).find((p) => p.slug === context.params[2])
  return found ? json(renderPost(found, context.config.shape)) : json({ message: 'Not found' }, 404)
}

// Slides of one section; `all` (webdesignmf/bxt_talent) or no type (suziziziz/bella-1) is every section.
const slides = ({ state, params, config }: Context) => {
  const type = params[0] ?? 'all'
  const all = Object.values(state.slides).flat()
  const list = type === 'all' ? all : all.filter((s) => s.section === type)
  return json(renderSlides(list, config.shape))
}

export const panelRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/api\/social-media$/,
    api: 'panel',
    // No client of the real platform calls it: the real variant answers 404, so a client proves it copes.
    handle: ({ config }) =>
      config.shape === 'spec' ? json({ data: socialMedia }) : json({ message: 'Not found' }, 404),
  },
  { method: 'GET', pattern: /^\/api\/slides$/, api: 'panel', handle: slides },
  { method: 'GET', pattern: /^\/api\/slides\/([^/]+)$/, api: 'panel', handle: slides },
  { method: 'GET', pattern: /^\/api\/posts\/([^/]+)\/([^/]+)$/, api: 'panel', handle: posts },
  { method: 'GET', pattern: /^\/api\/posts\/([^/]+)\/([^/]+)\/([^/]+)$/, api: 'panel', handle: post },
]
