import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runSync } from './runSync'
import { syncHarness, tamperingFetch } from './testing/syncHarness'

const h = syncHarness()

describe('runSync with transient upstream failures', { timeout: 60_000 }, () => {
  it('retries a 500 and succeeds', async () => {
    await h.fault({ path: '/api/talent/profile', status: 500 })
    const summary = await runSync(h.options(await h.copyOfPublished()))
    expect(summary.retries).toBe(1)
    expect(summary.status).toBe('unchanged')
  })

  it('retries a call that times out', async () => {
    await h.fault({ path: '/api/slides/prehome', delay_ms: 4000 })
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
        beforePhase: (name) => (name === 'profiles' ? h.post('/__tokens/expire') : undefined),
      }),
    )
    expect(summary.status).toBe('unchanged')
    // 8 profile calls were refused at once: they share one renewal.
    expect(signins).toBe(2)
  })

  it('logs in again after a 401', async () => {
    await h.fault({ method: 'POST', path: '/api/talents', status: 401 })
    const summary = await runSync(h.options(await h.copyOfPublished()))
    expect(summary.status).toBe('unchanged')
  })

  it('retries malformed JSON', async () => {
    await h.fault({ path: '/api/posts/blog/en', malformed: true })
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
    await h.fault({ path: '/api/talents/attributes', malformed: true, count: 50 })
    const message = await h.expectFailure()
    expect(message).toMatch(
      /^attributes: GET \/api\/talents\/attributes\?language=pt&hair=pt&eyes=pt: answer is not valid JSON/,
    )
  })

  it('fails on a persistent 500 of a list call, naming the call', async () => {
    await h.fault({ path: '/api/slides/prehome', status: 500, count: 50 })
    expect(await h.expectFailure()).toMatch(/^slides: GET \/api\/slides\/prehome: status 500/)
  })

  it('falls back to the site configuration when the optional social call fails', async () => {
    await h.fault({ path: '/api/social-media', status: 500, count: 50 })
    const summary = await runSync(h.options(await h.copyOfPublished()))
    expect(summary.status).toBe('unchanged')
    expect(summary.warnings).toContainEqual(expect.stringMatching(/social links: .*status 500/))
  })

  it('publishes nothing when more than 10 % of the profiles fail (a systemic failure)', async () => {
    await h.fault({ path: '/api/talent/profile', status: 500, count: 1000 })
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
    await h.post('/__talents', {
      id: 9003,
      name: 'Nova Cara',
      gender: 'man',
      cover: null,
      categories: [{ id: 3224, name: 'Development' }],
    })
    const summary = await runSync(
      h.options(dir, {
        fetch: breakProfile(id, (body) => {
          body.name = '  '
        }),
      }),
    )
    expect(summary.status).toBe('published')
    expect(summary.problems).toEqual([
      { id, field: 'name', message: expect.stringContaining('empty'), outcome: 'kept previous' },
    ])
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'))
    expect(manifest.problems).toEqual(summary.problems)
    expect(JSON.parse(await readFile(join(dir, `profiles/${id}.json`), 'utf8'))).toEqual(before)
    // The rest is the CMS's new content: the new talent is published.
    expect(JSON.parse(await readFile(join(dir, 'profiles/9003.json'), 'utf8')).name).toBe('Nova Cara')
  })

  it('leaves out a new talent whose profile is malformed', async () => {
    await h.post('/__talents', {
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
          body.cover = undefined // gone from the JSON: a card cannot do without it
        }),
      }),
    )
    expect(summary.problems).toEqual([
      { id: 9001, field: 'cover', message: expect.any(String), outcome: 'left out' },
    ])
    const talents = JSON.parse(await readFile(join(dir, 'talents.json'), 'utf8')) as { id: number }[]
    expect(talents.map((t) => t.id)).not.toContain(9001)
  })

  it('fails the whole sync on one malformed profile with --strict', async () => {
    const id = await idAt(3)
    const message = await h.expectFailure({
      strict: true,
      fetch: breakProfile(id, (body) => {
        body.name = ''
      }),
    })
    expect(message).toMatch(new RegExp(`^profiles: talent ${id}, field name: .*--strict`))
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

  it('fails on a roster entry without a name, naming the talent and the field', async () => {
    const message = await h.expectFailure({
      fetch: tamperingFetch(
        (url) => url.pathname === '/api/talents',
        (body) => {
          const talent = (body.data as Record<string, unknown>[])[5]
          if (talent) talent.name = undefined // gone from the JSON
        },
      ),
    })
    expect(message).toMatch(/^roster: POST \/api\/talents.*invalid 5\.name \(id \d+\)/)
  })
})
