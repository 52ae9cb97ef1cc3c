import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSnapshot } from '../lib/snapshot/readSnapshot.server'
import { runSync } from './runSync'
import { syncHarness, tamperingFetch } from './testing/syncHarness'

const h = syncHarness()

describe('runSync with transient upstream failures', { timeout: 60_000 }, () => {
  it('retries a 500 and succeeds', async () => {
    await h.cms().fault({ path: '/api/talent/profile', status: 500 })
    const summary = await runSync(h.options(await h.copyOfPublished()))
    expect(summary.retries).toBe(1)
    expect(summary.status).toBe('unchanged')
  })

  it('retries a call that times out', async () => {
    await h.cms().fault({ path: '/api/slides/prehome', delay_ms: 4000 })
    const summary = await runSync(h.options(await h.copyOfPublished(), { timeoutMs: 1500 }))
    // At least the stalled call; on a loaded machine another slow answer may be retried too.
    expect(summary.retries).toBeGreaterThanOrEqual(1)
    expect(summary.status).toBe('unchanged')
  })

  it('logs in again, once, when the tokens expire between phases', async () => {
    let signins = 0
    const counting: typeof fetch = (input, init) => {
      if (String(input).endsWith('/api/signin')) signins++
      return fetch(input, init)
    }
    const summary = await runSync(
      h.options(await h.copyOfPublished(), {
        fetch: counting,
        beforePhase: (name) => (name === 'profiles' ? h.cms().expireTokens() : undefined),
      }),
    )
    expect(summary.status).toBe('unchanged')
    // 8 profile calls were refused at once: they share one renewal.
    expect(signins).toBe(2)
  })

  it('logs in again after a 401', async () => {
    await h.cms().fault({ method: 'POST', path: '/api/talents', status: 401 })
    const summary = await runSync(h.options(await h.copyOfPublished()))
    expect(summary.status).toBe('unchanged')
  })

  it('retries malformed JSON', async () => {
    await h.cms().fault({ path: '/api/posts/blog/en', malformed: true })
    const summary = await runSync(h.options(await h.copyOfPublished()))
    expect(summary.retries).toBe(1)
    expect(summary.status).toBe('unchanged')
  })

  it('completes list items that lack the content from the single post', async () => {
    let singles = 0
    const lists = tamperingFetch(
      (url) => url.pathname === '/api/posts/blog/en',
      (body) => {
        for (const item of body.data as Record<string, unknown>[]) item.content = undefined
      },
    )
    const counting: typeof fetch = (input, init) => {
      if (new URL(String(input)).pathname.startsWith('/api/posts/blog/en/')) singles++
      return lists(input, init)
    }
    const summary = await runSync(h.options(await h.copyOfPublished(), { fetch: counting }))
    expect(summary.status).toBe('unchanged')
    expect(singles).toBe(summary.counts.posts.en)
  })

  it('fails on persistently malformed JSON and leaves the data as it was', async () => {
    await h.cms().fault({ path: '/api/talents/attributes', malformed: true, count: 50 })
    const message = await h.expectFailure()
    expect(message).toMatch(
      /^attributes: GET \/api\/talents\/attributes\?language=pt&hair=pt&eyes=pt: answer is not valid JSON/,
    )
  })

  it('fails on a persistent 500 of a list call, naming the call', async () => {
    await h.cms().fault({ path: '/api/slides/prehome', status: 500, count: 50 })
    expect(await h.expectFailure()).toMatch(/^slides: GET \/api\/slides\/prehome: status 500/)
  })

  it('falls back to the site configuration when the optional social call fails', async () => {
    await h.cms().fault({ path: '/api/social-media', status: 500, count: 50 })
    const summary = await runSync(h.options(await h.copyOfPublished()))
    expect(summary.status).toBe('unchanged')
    expect(summary.warnings).toContainEqual(expect.stringMatching(/social links: .*status 500/))
  })

  it('publishes every profile when every follower call fails, each without its count, with a warning', async () => {
    await h.cms().fault({ path: '/api/agency/instagram', status: 500, count: 1000 })
    const dir = await h.copyOfPublished()
    const summary = await runSync(h.options(dir))
    expect(summary.status).toBe('published')
    const failed = summary.warnings.filter((w) => /followers of .*: not read: .*status 500/.test(w))
    expect(failed.length).toBeGreaterThan(50)
    const s = readSnapshot(dir)
    expect(s.talents().length).toBeGreaterThanOrEqual(150)
    expect(s.talents().every((t) => t.followers === undefined)).toBe(true)
  })

  it('publishes nothing when more than 10 % of the profiles fail (a systemic failure)', async () => {
    await h.cms().fault({ path: '/api/talent/profile', status: 500, count: 1000 })
    expect(await h.expectFailure()).toMatch(
      /^profiles: \d+ of \d+ profiles could not be read.*nothing published/,
    )
  })
})

describe('runSync with invalid upstream data', { timeout: 60_000 }, () => {
  const idAt = async (index: number) => {
    const talents = JSON.parse(await readFile(join(h.published(), 'talents.json'), 'utf8'))
    return (talents as { id: number }[])[index]?.id ?? 0
  }
  const breakProfile = (id: number, change: (body: Record<string, unknown>) => void) =>
    tamperingFetch(
      (url) => url.pathname === '/api/talent/profile' && url.searchParams.get('id') === String(id),
      change,
    )

  it('keeps the last published profile of a talent whose profile is malformed, and publishes the rest', async () => {
    const id = await idAt(3)
    const dir = await h.copyOfPublished()
    const before = JSON.parse(await readFile(join(dir, `profiles/${id}.json`), 'utf8'))
    await h.cms().putTalent({
      id: 9003,
      name: 'Nova Cara',
      gender: 'man',
      cover: null,
      categories: [{ id: 3224, name: 'Development' }],
    })
    const summary = await runSync(
      h.options(dir, {
        fetch: breakProfile(id, (body) => {
          body.book = 'none' // not a gallery
        }),
      }),
    )
    expect(summary.status).toBe('published')
    expect(summary.problems).toEqual([
      { list: 'profiles', id, field: 'book', message: expect.any(String), outcome: 'kept previous' },
    ])
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'))
    expect(manifest.problems).toEqual(summary.problems)
    expect(JSON.parse(await readFile(join(dir, `profiles/${id}.json`), 'utf8'))).toEqual(before)
    // The rest is the CMS's new content: the new talent is published.
    expect(JSON.parse(await readFile(join(dir, 'profiles/9003.json'), 'utf8')).name).toBe('Nova Cara')
  })

  it('leaves out a new talent whose profile is malformed', async () => {
    await h.cms().putTalent({
      id: 9001,
      name: 'Perfil Quebrado',
      gender: 'woman',
      cover: null,
      categories: [{ id: 3225, name: 'Mainboard' }],
    })
    const dir = await h.copyOfPublished()
    const summary = await runSync(
      h.options(dir, {
        fetch: breakProfile(9001, (body) => {
          body.snap = { file: 'a.jpg' } // not a gallery
        }),
      }),
    )
    expect(summary.problems).toEqual([
      { list: 'profiles', id: 9001, field: 'snap', message: expect.any(String), outcome: 'left out' },
    ])
    const talents = JSON.parse(await readFile(join(dir, 'talents.json'), 'utf8')) as { id: number }[]
    expect(talents.map((t) => t.id)).not.toContain(9001)
  })

  it('fails the whole sync on one malformed profile with --strict', async () => {
    const id = await idAt(3)
    const message = await h.expectFailure({
      strict: true,
      fetch: breakProfile(id, (body) => {
        body.book = 'none'
      }),
    })
    expect(message).toMatch(new RegExp(`^profiles: talent ${id}, field book: .*--strict`))
  })

  it('keeps a talent of a gender the site does not know, without one, and warns', async () => {
    const id = await idAt(4)
    const dir = await h.copyOfPublished()
    const summary = await runSync(
      h.options(dir, {
        fetch: breakProfile(id, (body) => {
          body.gender = 'non-binary'
        }),
      }),
    )
    expect(summary.problems).toEqual([])
    expect(summary.warnings).toContainEqual(
      expect.stringMatching(new RegExp(`talent ${id}, field gender: "non-binary"`)),
    )
    expect(JSON.parse(await readFile(join(dir, `profiles/${id}.json`), 'utf8')).gender).toBeNull()
  })

  const tamperTalents = (change: (talents: Record<string, unknown>[]) => void) =>
    tamperingFetch(
      (url) => url.pathname === '/api/talents',
      (body) => change(body.data as Record<string, unknown>[]),
    )

  it('leaves out a roster entry without a name with a warning, as the vendor template does, and publishes the rest', async () => {
    let id = 0
    const dir = await h.copyOfPublished()
    const summary = await runSync(
      h.options(dir, {
        fetch: tamperTalents((talents) => {
          const talent = talents.find((t) => (t.categories as { id: number }[]).some((c) => c.id === 3225))
          if (talent) {
            id = talent.id as number
            talent.name = ''
          }
        }),
      }),
    )
    expect(summary.status).toBe('published')
    expect(summary.problems).toEqual([]) // a choice of the agency's, not a fault: no problem, not toward 10 %
    expect(summary.warnings).toContainEqual(
      `warning: talent ${id} has no name; left out (as the platform's own template does)`,
    )
    const talents = JSON.parse(await readFile(join(dir, 'talents.json'), 'utf8')) as { id: number }[]
    expect(talents.map((t) => t.id)).not.toContain(id)
    expect(talents.length).toBeGreaterThan(100)
  })

  it('sets aside a roster entry it cannot read, naming it in the manifest, and publishes the rest', async () => {
    const dir = await h.copyOfPublished()
    let id = 0
    const summary = await runSync(
      h.options(dir, {
        fetch: tamperTalents((talents) => {
          const talent = talents[5]
          if (talent) {
            id = talent.id as number
            talent.categories = 'mainboard' // not a list of categories
          }
        }),
      }),
    )
    expect(summary.status).toBe('published')
    expect(summary.problems).toEqual([
      { list: 'talents', id, field: 'categories', message: expect.any(String), outcome: 'left out' },
    ])
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'))
    expect(manifest.problems).toEqual(summary.problems)
    expect(summary.warnings).toContainEqual(
      expect.stringMatching(new RegExp(`^problem: talents ${id}, field categories: `)),
    )
  })

  it('sets aside a post without a title, and stops when more than 10 % of a list cannot be shown', async () => {
    const untitled = (count: number) =>
      tamperingFetch(
        (url) => url.pathname === '/api/posts/blog/pt' && url.searchParams.get('page') === '1',
        (body) => {
          for (const post of (body.data as Record<string, unknown>[]).slice(0, count)) post.title = ''
        },
      )
    const dir = await h.copyOfPublished()
    const summary = await runSync(h.options(dir, { fetch: untitled(1) }))
    expect(summary.status).toBe('published')
    expect(summary.problems).toEqual([
      {
        list: 'posts.pt',
        id: expect.any(Number),
        field: 'title',
        message: expect.any(String),
        outcome: 'left out',
      },
    ])
    expect(summary.counts.posts.pt).toBe(31)
    // 4 of 32 posts: more than 10 %, systemic: nothing published.
    expect(await h.expectFailure({ fetch: untitled(4) })).toMatch(
      /^posts pt: 4 of 32 records of posts\.pt could not be read or shown \(more than 10 %\)/,
    )
  })
})
