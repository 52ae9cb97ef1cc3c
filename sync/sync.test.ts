import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSnapshot } from '../lib/snapshot/readSnapshot.server'
import { readManifest, rollback, verifyVersion } from './publish'
import { runSync } from './runSync'
import { syncHarness, tamperingFetch, tree } from './testing/syncHarness'

for (const shape of ['real', 'spec'] as const)
  describe(`runSync from a CMS answering the ${shape} shapes`, { timeout: 60_000 }, () => {
    const h = syncHarness(shape)

    it('publishes a valid snapshot whose files match the manifest', async () => {
      const dir = join(h.root(), 'clean')
      const summary = await runSync(h.options(dir))
      expect(summary.status).toBe('published')
      expect(summary.retries).toBe(0)
      const manifest = await readManifest(dir)
      expect(manifest?.version).toBe(summary.version)
      expect(manifest && (await verifyVersion(dir, manifest))).toBe(true)
      // Exactly the manifest's files, nothing else published.
      expect(Object.keys(await tree(dir)).sort()).toEqual(
        [...Object.keys(manifest?.files ?? {}), 'manifest.json'].sort(),
      )
      expect(manifest?.source).toEqual({ panel: `${h.url()}/`, integration: `${h.url()}/` })
      expect(JSON.stringify(manifest)).not.toContain('demo-')

      // Every file passes the reader's structs; every roster id has its profile.
      const s = readSnapshot(dir)
      const talents = s.talents()
      expect(talents.length).toBeGreaterThanOrEqual(150)
      for (const t of talents) expect(s.profile(t.id).name).toBe(t.name)
      const folded = talents.map((t) => t.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
      expect(folded).toEqual([...folded].sort())
      for (const locale of ['pt', 'en'] as const) {
        const orders = s.posts(locale).map((p) => p.order)
        expect(orders).toEqual([...orders].sort((a, b) => a - b))
        expect(s.attributes(locale).height.length).toBeGreaterThan(0)
      }
      expect(s.slides().prehome.length).toBeGreaterThan(0)
      expect(s.slides().slides.length).toBe(3)
      // Book, snap, composites and videos, whichever shape the profile came in.
      const profiles = talents.map((t) => s.profile(t.id))
      for (const gallery of ['book', 'snap', 'compo', 'videos'] as const) {
        expect(
          profiles.some((p) => p[gallery].length > 0),
          gallery,
        ).toBe(true)
      }
      expect(profiles.every((p) => p.book.every((i) => Number.isInteger(i.width) && i.width > 0))).toBe(true)
      if (shape === 'real') expect(profiles.some((p) => p.measurements.weight !== null)).toBe(true)
      expect(s.social().instagram).toMatch(/^https:\/\/www\.instagram\.com\//)
      // Followers, bare or wrapped: on the roster entry and its profile alike; an unknown account has none.
      expect(talents.find((t) => t.slug === 'agata-conceicao')?.followers).toBe(47_814)
      const counted = talents.filter((t) => t.followers !== undefined)
      expect(counted.length).toBeGreaterThan(80)
      for (const t of talents) expect(s.profile(t.id).followers).toBe(t.followers)
      expect(talents.some((t) => t.instagram !== null && t.followers === undefined)).toBe(true)
      // The agency's WhatsApp where the CMS's social links give one (the spec's call); else none is kept.
      expect(s.social().whatsapp).toBe(shape === 'spec' ? 'https://wa.me/5511961000000' : undefined)

      const injection = s.posts('pt').find((p) => p.slug === 'dicas-para-o-primeiro-casting')
      expect(injection?.content).toBeDefined()
      expect(injection?.content).not.toMatch(/<script|onerror|javascript:/i)
    })

    it('writes nothing when the content is unchanged', async () => {
      const dir = await h.copyOfPublished()
      const before = await tree(dir)
      const summary = await runSync(h.options(dir))
      expect(summary.status).toBe('unchanged')
      expect(await tree(dir)).toEqual(before)
    })

    it('leaves out a talent whose profile answers 404', async () => {
      await h.cms().fault({ path: '/api/talent/profile', status: 404 })
      const dir = await h.copyOfPublished()
      const before = (await readManifest(dir))?.counts.talents ?? 0
      const summary = await runSync(h.options(dir))
      expect(summary.status).toBe('published')
      expect(summary.counts.talents).toBe(before - 1)
      expect(summary.warnings.filter((w) => w.includes('profile answers 404'))).toEqual([
        expect.stringMatching(/talent \d+ .*404/),
      ])
      const s = readSnapshot(dir)
      for (const t of s.talents()) expect(s.profile(t.id).id).toBe(t.id)
    })

    it('warns about a link in a post that leads to no page of the site, and publishes', async () => {
      const dir = await h.copyOfPublished()
      const type = shape === 'real' ? 'blog' : 'news'
      const summary = await runSync({
        ...h.options(dir),
        fetch: tamperingFetch(
          (url) => url.pathname === `/api/posts/${type}/pt` && url.searchParams.get('page') === '1',
          (body) => {
            const first = (body.data as { slug: string; content: string }[])[0]
            if (first) first.content += '<p><a href="/pt/inscricao">Inscreva-se</a></p>'
          },
        ),
      })
      expect(summary.status).toBe('published')
      expect(summary.warnings.filter((w) => w.startsWith('post '))).toEqual([
        expect.stringMatching(/^post pt\/.*: link \/pt\/inscricao leads to no page$/),
      ])
    })

    it('rolls back to the previous version, then refuses to go further', async () => {
      const dir = await h.copyOfPublished()
      const first = await tree(dir)
      const v1 = (await readManifest(dir))?.version
      await h.cms().putTalent({
        id: 9002,
        name: 'Nova Cara',
        gender: 'man',
        categories: [{ id: 3224, name: 'Development' }],
      })
      const second = await runSync(h.options(dir))
      expect(second.status).toBe('published')
      expect(second.previous).toBe(v1)
      expect(readSnapshot(dir).profile(9002).name).toBe('Nova Cara')

      const back = await rollback(dir)
      expect(back.version).toBe(v1)
      const now = await tree(dir)
      expect(Object.fromEntries(Object.entries(now).filter(([f]) => !f.startsWith('.versions/')))).toEqual(
        first,
      )

      await expect(rollback(dir)).rejects.toThrow(/no earlier version/)
    })
  })
