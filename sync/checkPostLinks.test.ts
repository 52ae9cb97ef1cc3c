import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Post, TalentSummary } from '../lib/schemas/snapshot'
import { readSnapshot } from '../lib/snapshot/readSnapshot.server'
import { brokenPostLinks, linkTargets } from './checkPostLinks'
import type { Content } from './content'

const post = (slug: string, content: string): Post => ({
  id: 1,
  slug,
  title: slug,
  description: '',
  content,
  cover: null,
  order: 1,
  publishedAt: null,
  translationSlug: null,
  slides: [],
})
const talent: TalentSummary = {
  id: 1002,
  name: 'Ana',
  slug: 'ana',
  gender: null,
  cover: null,
  categories: ['image'],
  instagram: null,
}

const contentWith = (pt: Post[], en: Post[] = []) =>
  ({ talents: [talent], posts: { pt, en } }) as unknown as Content

const links = (...hrefs: string[]) => hrefs.map((h) => `<a href="${h}">x</a>`).join(' ')

describe('brokenPostLinks', () => {
  it('names every internal link of a post that leads to no page', () => {
    const content = contentWith(
      [
        post(
          'desfile',
          links(
            '/pt/inscricao',
            '/noticias/nao-existe',
            '/modelos/image/999999/ninguem',
            'http://localhost:8787/nada',
            'contato/x',
          ),
        ),
      ],
      [post('show', links('/en/models/kids'))],
    )
    expect(brokenPostLinks(content, 'http://localhost:8787')).toEqual([
      'post pt/desfile: link /pt/inscricao leads to no page',
      'post pt/desfile: link /noticias/nao-existe leads to no page',
      'post pt/desfile: link /modelos/image/999999/ninguem leads to no page',
      'post pt/desfile: link http://localhost:8787/nada leads to no page',
      'post pt/desfile: link contato/x leads to no page',
      'post en/show: link /en/models/kids leads to no page',
    ])
  })

  it('accepts pages, their redirects (the other language, /pt, get-scouted), posts and talents of the snapshot', () => {
    const content = contentWith([
      post(
        'desfile',
        links(
          '/',
          '/pt/get-scouted',
          '/en/get-scouted',
          '/contact',
          '/noticias/desfile',
          '/en/models/mainboard/1002/x',
          'http://localhost:8787/sobre',
          '../contato',
          '#top',
          '/media/a.webp',
          'https://www.modalisboa.pt/',
          'mailto:a@b.co',
        ),
      ),
    ])
    expect(brokenPostLinks(content, 'http://localhost:8787')).toEqual([])
  })

  it('finds none in the committed demo snapshot', () => {
    const s = readSnapshot(join(import.meta.dirname, '../data'))
    const content = { talents: s.talents(), posts: { pt: s.posts('pt'), en: s.posts('en') } } as Content
    expect(content.posts.pt.some((p) => linkTargets(p.content).includes('/pt/get-scouted'))).toBe(true)
    expect(brokenPostLinks(content, 'http://localhost:8787')).toEqual([])
  })
})
