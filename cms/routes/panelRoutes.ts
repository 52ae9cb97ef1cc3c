import { Hono } from 'hono'
import { type CmsContext, type CmsEnv, query } from '../CmsEnv.ts'
import { socialMedia } from '../dataset/buildSlides.ts'
import { json } from '../http/json.ts'
import { paginate } from '../http/paginate.ts'
import { positiveInt } from '../http/positiveInt.ts'
import { requireToken } from '../http/requireToken.ts'
import { validEscapes } from '../http/validEscapes.ts'
import { postType, renderPost, renderSlides } from '../shapes.ts'
import type { Post } from '../types.ts'

const PAGE_SIZE = 9

// One post type exists (`blog` in the real variant, `news` in the spec's); `all` is every language (as
// webdesignmf/bxt_talent asks, each post carrying its `lang`); es and any other language have no posts.
const postsOf = (c: CmsContext): Post[] => {
  const { state, config } = c.var
  const type = c.req.param('type')
  const language = c.req.param('language')
  if (type !== postType(config.shape)) return []
  if (language === 'all' && config.shape === 'real') return [...state.posts.pt, ...state.posts.en]
  return language === 'pt' || language === 'en' ? state.posts[language] : []
}

const posts = (c: CmsContext) => {
  const params = query(c)
  const descending = params.get('order') === 'desc'
  const list = [...postsOf(c)].sort((a, b) => (descending ? b.order - a.order : a.order - b.order))
  const perPage = positiveInt(params.get('paginate'), PAGE_SIZE)
  return json(paginate(list, positiveInt(params.get('page'), 1), perPage))
}

const post = (c: CmsContext) => {
  const found = postsOf(c).find((p) => p.slug === c.req.param('slug'))
  return found ? json(renderPost(found, c.var.config.shape)) : json({ message: 'Not found' }, 404)
}

// Slides of one section; `all` (webdesignmf/bxt_talent) or no type (suziziziz/bella-1) is every section.
// The rough data set's account answers only those two: any other type is 404.
const slides = (c: CmsContext) => {
  const { state, config } = c.var
  const type = c.req.param('type') ?? 'all'
  if (state.dataset === 'rough' && type !== 'all') return json({ message: 'Not found' }, 404)
  const all = Object.values(state.slides).flat()
  const list = type === 'all' ? all : all.filter((s) => s.section === type)
  return json(renderSlides(list, config.shape))
}

const token = requireToken('panel')

export const panelRoutes = new Hono<CmsEnv>()
  // No client of the real platform calls it: the real variant answers 404, so a client proves it copes.
  .get('/api/social-media', token, (c) =>
    c.var.config.shape === 'spec' ? json({ data: socialMedia }) : json({ message: 'Not found' }, 404),
  )
  .get('/api/slides', token, slides)
  .get('/api/slides/:type', token, validEscapes, slides)
  .get('/api/posts/:type/:language', token, validEscapes, posts)
  .get('/api/posts/:type/:language/:slug', token, validEscapes, post)
