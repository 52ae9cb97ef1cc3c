import type { Post } from '../types.ts'
import { createRandom, type Random } from './createRandom.ts'
import { ORIGIN } from './ORIGIN.ts'
import { descriptions, enOnlyTitles, pairedTitles, paragraphs, ptOnlyTitles } from './postTexts.ts'

export type Language = 'pt' | 'en'

type Draft = { title: string; pairIndex: number | null; text: number }

export const INJECTION_SLUG = 'dicas-para-o-primeiro-casting'

export const slugify = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const pick = <T>(list: readonly T[], index: number) => {
  const item = list[index % list.length]
  if (item === undefined) throw new Error('empty list')
  return item
}

const content = (random: Random, id: number, title: string, language: Language, text: number) => {
  const l = language === 'pt' ? 0 : 1
  const p = (n: number) => pick(paragraphs, text + n)[l]
  // Descriptive link text (Lighthouse's SEO audit flags a generic "Read more").
  const more = language === 'pt' ? 'Mais sobre a ModaLisboa' : 'More about ModaLisboa'
  const parts = [
    `<p>${p(0)}</p>`,
    `<p>${p(1)} <a href="https://www.modalisboa.pt/" target="_blank" rel="noopener">${more}</a>.</p>`,
    `<figure><img src="${ORIGIN}/uploads/posts/${id}/inline-1200x800.jpg" alt="${title}" width="1200" height="800"></figure>`,
  ]
  if (random.chance(0.4)) parts.push(`<h2>${language === 'pt' ? 'Destaques' : 'Highlights'}</h2>`)
  if (random.chance(0.4)) {
    parts.push(`<ul><li><strong>${p(2)}</strong></li><li><em>${p(3)}</em></li></ul>`)
  }
  parts.push(
    `<p>${p(3)}&nbsp;<a href="/${language}/get-scouted">${language === 'pt' ? 'Candidata-te' : 'Apply'}</a></p>`,
  )
  return parts.join('\n')
}

// An editor pasted this into the CMS: the site must render the post without running any of it.
const injection = (id: number) =>
  [
    '<p>O primeiro casting pode ser intimidante. Reunimos algumas dicas para chegares confiante.</p>',
    `<script>alert('xss')</script>`,
    `<p><img src="${ORIGIN}/uploads/posts/${id}/missing.jpg" onerror="alert(document.cookie)" alt="dica"></p>`,
    '<p><a href="javascript:alert(1)">Clica aqui para saberes mais</a></p>',
    '<p>Leva sempre contigo fotografias recentes, sem filtros, e chega a horas.</p>',
  ].join('\n')

const build = (random: Random, language: Language, drafts: Draft[], firstId: number, start: Date): Post[] =>
  drafts.map((draft, index) => {
    // Ids are not in display order: posts get reordered in the CMS after they are written.
    const id = firstId + ((index * 7) % drafts.length)
    const slug = slugify(draft.title)
    const pairTitle = draft.pairIndex === null ? null : pairedTitles[draft.pairIndex]
    const absolute = random.chance(0.3) ? `${ORIGIN}/` : ''
    const video = index % 7 === 2
    const published = new Date(start.getTime() - index * 9 * 86_400_000 - random.int(0, 36_000) * 1000)
    return {
      id,
      slug,
      title: draft.title,
      description: pick(descriptions, draft.text)[language === 'pt' ? 0 : 1],
      content:
        slug === INJECTION_SLUG ? injection(id) : content(random, id, draft.title, language, draft.text),
      cover: video
        ? `${absolute}uploads/videos/news-${(index % 2) + 1}.mp4`
        : `${absolute}uploads/posts/${id}/cover-1600x1067.jpg`,
      thumbnail: video ? null : `${absolute}uploads/posts/${id}/thumb-600x400.jpg`,
      // Orders leave gaps, as they do after posts are deleted.
      order: index * 2 + 1,
      published_at: published.toISOString().replace(/\.\d{3}Z$/, '.000000Z'),
      translation_slug: pairTitle ? slugify(pairTitle[language === 'pt' ? 1 : 0]) : null,
      lang: language,
      slides: random.chance(0.4)
        ? Array.from({ length: random.int(1, 4) }, (_, n) => ({
            slide_url: `uploads/posts/${id}/slide-${n + 1}-${random.chance(0.7) ? '1600x1067' : '1200x1600'}.jpg`,
          }))
        : [],
    }
  })

export const buildPosts = (): Record<Language, Post[]> => {
  const random = createRandom(19_700_101)
  const pt: Draft[] = pairedTitles.map(([title], i) => ({ title, pairIndex: i, text: i }))
  // The injection post sits near the top, so it is on the first page.
  pt.splice(3, 0, ...ptOnlyTitles.slice(0, 1).map((title) => ({ title, pairIndex: null, text: 1 })))
  pt.push(...ptOnlyTitles.slice(1).map((title, i) => ({ title, pairIndex: null, text: i + 2 })))
  const en: Draft[] = pairedTitles.map(([, title], i) => ({ title, pairIndex: i, text: i }))
  en.splice(5, 0, { title: enOnlyTitles[0] ?? '', pairIndex: null, text: 4 })
  en.push({ title: enOnlyTitles[1] ?? '', pairIndex: null, text: 5 })
  const start = new Date('2025-06-20T10:00:00Z')
  return { pt: build(random, 'pt', pt, 2001, start), en: build(random, 'en', en, 3001, start) }
}
