import { describe, expect, it } from 'vitest'
import type { Post } from '../schemas/snapshot'
import { newsPages, newsPageUrl } from './newsPages'

const post = (i: number): Post => ({
  id: i,
  slug: `post-${i}`,
  title: `Post ${i}`,
  description: 'd',
  content: '<p>secret</p>',
  cover: null,
  order: i,
  publishedAt: null,
  translationSlug: null,
  slides: [],
})

describe('newsPages', () => {
  it('splits posts in CMS order into pages of 9, without their content', () => {
    const pages = newsPages(Array.from({ length: 20 }, (_, i) => post(i + 1)))
    expect(pages.map((p) => p.posts.length)).toEqual([9, 9, 2])
    expect(pages.every((p) => p.lastPage === 3)).toBe(true)
    expect(pages[1]?.posts[0]?.slug).toBe('post-10')
    expect(JSON.stringify(pages)).not.toContain('secret')
  })

  it('has one empty page when there are no posts', () => {
    expect(newsPages([])).toEqual([{ page: 1, lastPage: 1, posts: [] }])
  })

  it('names the static file of a page', () => {
    expect(newsPageUrl('en', 2)).toBe('/_data/news/en/2.json')
  })
})
