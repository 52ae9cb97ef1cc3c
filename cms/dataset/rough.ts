import type { Category, Post, Profile, Slide } from '../types.ts'
import { categories } from './categories.ts'

// The "rough" data set (`CMS_DATASET=rough`, `startCms({ dataset: 'rough' })`, `POST /__reset` with
// `{ "dataset": "rough" }`): the demo data set with the records real accounts of the platform show or
// allow and that the public clients cope with (cms/README.md, "The rough data set"). Each record below
// names the client code that shows its shape; the values are made up, the shapes are the clients'.

export type Dataset = 'demo' | 'rough'

/** What the profile call answers differently from the list for one talent: a field replaced or (undefined) absent. */
export type ProfileDiff = Record<string, unknown>

/**
 * The account's category ids, renumbered as suziziziz/bella-1's account has them (`pages/talents.vue:77-93`:
 * 1 Modelo, 2 Ator, 3 Celebridade, 651 Fashion, 652 Comercial): none is the spec's 3224/3225/3226, so a
 * sync with the default `CMS_CATEGORY_IDS` finds no talent in a site category. The site's three are
 * `mainboard:651,image:652,development:1`.
 */
export const roughCategories: Record<keyof typeof categories, Category> = {
  mainboard: { id: 651, name: 'Fashion' },
  image: { id: 652, name: 'Comercial' },
  development: { id: 1, name: 'Modelo' },
  actors: { id: 2, name: 'Ator' },
  kids: { id: 3, name: 'Celebridade' },
}

/** `CMS_CATEGORY_IDS` for the rough data set. */
export const roughCategoryIds = 'mainboard:651,image:652,development:1'

const renumber = (list: Category[]): Category[] =>
  list.map((c) => {
    const key = (Object.keys(categories) as (keyof typeof categories)[]).find(
      (k) => categories[k].id === c.id,
    )
    return key ? roughCategories[key] : c
  })

const talent = (id: number, name: string, gender: Profile['gender'], category: Category): Profile => ({
  id,
  name,
  gender,
  cover: `uploads/talents/${id}/cover-800x1067.jpg`,
  categories: [category],
  instagram: null,
  cover2: null,
  about: null,
  height: '175/5.9',
  weight: null,
  bust: '84/33.1',
  chest: null,
  waist: '61/24',
  hips: '90/35.4',
  suit: null,
  shirt: null,
  jeans: '36',
  shoes: '37',
  hair: 'Castanho',
  eyes: 'Castanhos',
  book: [{ file: `uploads/talents/${id}/book-1-1200x1600.jpg`, width: 1200, height: 1600 }],
  snap: [],
  compo: [],
  video: [],
})

/** The talents the rough data set adds, with how their profile answer differs from their list entry. */
export const roughTalents = (): { profile: Profile; diff?: ProfileDiff }[] => [
  // A talent with an empty name: the vendor's template lists only `talent.name !== ''`
  // (webdesignmf/bxt_talent, first commit afdabdb, pages/talents.vue:34-36).
  { profile: talent(1401, '', 'woman', roughCategories.mainboard) },
  // A profile without `categories` and `cover`: no client reads either from the profile (bxt_talent
  // pages/talent.vue reads name, cover2, about, book, compo, video; bella-1 pages/talentGallery.vue name,
  // instagram, the measurements and the galleries); both come from the list (components/Talent.vue `cover`,
  // pages/talents.vue `categories[].id`).
  {
    profile: talent(1402, 'Helena Prado', 'woman', roughCategories.image),
    diff: { categories: undefined, cover: undefined },
  },
  // A profile whose name differs from its list entry (both read by the clients: bxt_talent
  // components/Talent.vue and pages/talent.vue `talent.name`): the profile's is kept, with a warning.
  {
    profile: talent(1403, 'Bianca Nogueira', 'woman', roughCategories.development),
    diff: { name: 'Bianca Nogueira Reis' },
  },
]

/** The demo talents with the account's renumbered categories, and the rough ones added. */
export const roughenTalents = (demo: Profile[]): { profile: Profile; diff?: ProfileDiff }[] => [
  ...demo.map((profile) => ({ profile: { ...profile, categories: renumber(profile.categories) } })),
  ...roughTalents(),
]

const post = (id: number, lang: 'pt' | 'en', fields: Partial<Post>): Post => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  description: 'Inscrições abertas.',
  content: '<p>Venha.</p>',
  cover: `uploads/posts/${id}/cover-1600x1067.jpg`,
  thumbnail: `uploads/posts/${id}/thumb-600x400.jpg`,
  // Between the demo posts' odd orders, on the first page.
  order: (id - 2100) * 2,
  published_at: '2025-05-02T14:20:00.000000Z',
  translation_slug: null,
  lang,
  slides: [],
  ...fields,
})

/**
 * The demo posts, each with Laravel's `created_at` and the English ones with no `published_at`
 * (suziziziz/bella-1 dates its posts by `created_at`: pages/blog.vue:23, pages/BlogPost.vue:12, home.vue:69),
 * plus posts with an empty title, an empty slug, and an image cover without a thumbnail.
 */
export const roughenPosts = (demo: Record<'pt' | 'en', Post[]>): Record<'pt' | 'en', Post[]> => {
  const dated = (p: Post): Post => ({ ...p, created_at: p.published_at ?? '2025-01-01T00:00:00.000000Z' })
  return {
    pt: [
      ...demo.pt.map(dated),
      // No client reads `title` as required: bxt_talent's blog cards show the cover and the description
      // (pages/blog.vue:7-18); the site has no heading for it.
      post(2101, 'pt', { slug: 'casting-aberto', title: '' }),
      // An empty slug: bxt_talent links `/${locale}/blog/${post.slug}` (pages/blog.vue:10): no address.
      post(2102, 'pt', { slug: '', title: 'Sem endereço' }),
      // An image cover and no thumbnail: bxt_talent shows `cover` as an image (pages/blog.vue:13,
      // pages/post.vue:14).
      post(2103, 'pt', { slug: 'capa-sem-miniatura', title: 'Capa sem miniatura', thumbnail: null }),
      // Dated by `created_at` only (bella-1 pages/blog.vue:23).
      post(2104, 'pt', {
        slug: 'datado-pela-criacao',
        title: 'Datado pela criação',
        published_at: null,
        created_at: '2025-04-11 09:30:00',
      }),
    ],
    en: demo.en.map((p) => ({ ...dated(p), published_at: null })),
  }
}

/**
 * The slides of an account that answers only `/api/slides/all` (webdesignmf/bxt_talent
 * services/slides.js:5) and bare `/api/slides` (suziziziz/bella-1 pages/home.vue:125): no About section,
 * and in the pre-home an image slide without an image (the clients read `slide.url.desktop` and
 * `slide.url.mobile`: bxt_talent components/CustomSlider.vue:10-18, bella-1 components/HomeSlider.vue:5-7).
 */
export const roughenSlides = (demo: Record<string, Slide[]>): Record<string, Slide[]> => ({
  prehome: [
    ...(demo.prehome ?? []),
    {
      id: 13,
      section: 'prehome',
      type: 'image',
      description: 'Sem imagem',
      url: { desktop: null, mobile: null },
      video_id: null,
      video_provider: null,
    },
  ],
})

/**
 * The attribute lists of the rough account: a hair option without a value (the clients read
 * `{ id, value }`: bxt_talent pages/get-scouted.vue:143-147), and no `eyes` list at all.
 */
export const roughenAttributes = (
  out: Record<string, { id: string; value: string }[]>,
): Record<string, { id: string; value: string }[]> => {
  const { eyes: _eyes, ...rest } = out
  if (rest.hair) rest.hair = [...rest.hair, { id: '99', value: '' }]
  return rest
}
