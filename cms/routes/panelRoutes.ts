import { socialMedia } from '../dataset/buildSlides.ts'
import { json } from '../http/json.ts'
import { paginate } from '../http/paginate.ts'
import { positiveInt } from '../http/positiveInt.ts'
import type { Context, Route } from '../Route.ts'
import type { Post } from '../types.ts'

const PAGE_SIZE = 9

// Only "news" exists; any other type or language (es included) has no posts.
const postsOf = ({ state, params }: Context): Post[] => {
  const [type, language] = params
  if (type !== 'news') return []
  return language === 'pt' || language === 'en' ? state.posts[language] : []
}

const posts = (context: Context) => {
  const { url } = context
  const descending = url.searchParams.get('order') === 'desc'
  const list = [...postsOf(context)].sort((a, b) => (descending ? b.order - a.order : a.order - b.order))
  return json(paginate(list, positiveInt(url.searchParams.get('page'), 1), PAGE_SIZE))
}

const post = (context: Context) => {
  const found = postsOf(context).find((p) => p.slug === context.params[2])
  return found ? json({ data: found }) : json({ message: 'Not found' }, 404)
}

export const panelRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/api\/social-media$/,
    api: 'panel',
    handle: () => json({ data: socialMedia }),
  },
  {
    method: 'GET',
    pattern: /^\/api\/slides\/([^/]+)$/,
    api: 'panel',
    handle: ({ state, params }) => {
      const type = params[0] ?? ''
      return json({ data: Object.hasOwn(state.slides, type) ? state.slides[type] : [] })
    },
  },
  { method: 'GET', pattern: /^\/api\/posts\/([^/]+)\/([^/]+)$/, api: 'panel', handle: posts },
  { method: 'GET', pattern: /^\/api\/posts\/([^/]+)\/([^/]+)\/([^/]+)$/, api: 'panel', handle: post },
]
