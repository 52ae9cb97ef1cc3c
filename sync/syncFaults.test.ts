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
    await h.fault({ path: '/api/slides/prehome', delay_ms: 1500 })
    const summary = await runSync(h.options(await h.copyOfPublished(), { timeoutMs: 400 }))
    expect(summary.retries).toBe(1)
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
    await h.fault({ path: '/api/posts/news/en', malformed: true })
    const summary = await runSync(h.options(await h.copyOfPublished()))
    expect(summary.retries).toBe(1)
    expect(summary.status).toBe('unchanged')
  })

  it('completes list items that lack the content from the single post', async () => {
    let singles = 0
    const lists = tamperingFetch(
      (url) => url.pathname === '/api/posts/news/en',
      (body) => {
        for (const item of body.data as Record<string, unknown>[]) item.content = undefined
      },
    )
    const counting: typeof fetch = (input, init) => {
      if (new URL(String(input)).pathname.startsWith('/api/posts/news/en/')) singles++
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
      /^attributes: GET \/api\/talents\/attributes\?language=pt: answer is not valid JSON/,
    )
  })

  it('fails on a persistent 500 naming the call', async () => {
    await h.fault({ path: '/api/social-media', status: 500, count: 50 })
    expect(await h.expectFailure()).toMatch(/^social: GET \/api\/social-media: status 500/)
  })
})

describe('runSync with invalid upstream data', { timeout: 60_000 }, () => {
  it('fails on a profile missing a required field, naming the talent and the field', async () => {
    await h.post('/__talents', {
      id: 9001,
      name: 'Perfil Quebrado',
      gender: 'woman',
      categories: [{ id: 3225, name: 'Mainboard' }],
      galleries: null,
    })
    const message = await h.expectFailure()
    expect(message).toMatch(/^profiles: talent 9001, field galleries: GET \/api\/talent\/profile/)
  })

  it('fails on a profile with an invalid gender, naming the talent and the field', async () => {
    const talents = JSON.parse(await readFile(join(h.published(), 'talents.json'), 'utf8'))
    const id = (talents as { id: number }[])[3]?.id
    const message = await h.expectFailure({
      fetch: tamperingFetch(
        (url) => url.pathname === '/api/talent/profile' && url.searchParams.get('id') === String(id),
        (body) => {
          body.gender = 'x'
        },
      ),
    })
    expect(message).toMatch(new RegExp(`^profiles: talent ${id}, field gender: .*received: "x"`))
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
    expect(message).toMatch(/^roster: POST \/api\/talents.*invalid data\.5\.name \(id \d+\)/)
  })
})
