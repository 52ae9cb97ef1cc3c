import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCms, startCms } from '../cms/startCms'
import { parseCategoryIds } from '../lib/categories'
import { readSnapshot } from '../lib/snapshot/readSnapshot.server'
import { demoCredentials } from '../lib/upstream/demo'
import { readManifest } from './publish'
import { defaultSettings } from './readers/reading'
import { runSync, type SyncOptions } from './runSync'

// The stand-in CMS's rough data set (cms/README.md, "The rough data set"): every record of issue 20's table
// at once, as real accounts of the platform show or allow them.

let cms: RunningCms
let root = ''
beforeAll(async () => {
  cms = await startCms({ port: 0, dataset: 'rough' })
  root = await mkdtemp(join(tmpdir(), 'sync-rough-'))
})
afterAll(async () => {
  await cms?.close()
  if (root) await rm(root, { recursive: true, force: true })
})

const options = (dataDir: string, categoryIds?: string): SyncOptions => ({
  panelUrl: cms.url,
  integrationUrl: cms.url,
  credentials: demoCredentials,
  dataDir,
  timeoutMs: 3000,
  backoffMs: 1,
  settings: { ...defaultSettings, categoryIds: parseCategoryIds(categoryIds) },
})

describe('runSync from an account with the platform’s rough records', { timeout: 60_000 }, () => {
  it('publishes every readable record, names each one set aside, and reads each field as the platform means it', async () => {
    const dir = join(root, 'rough')
    const summary = await runSync(options(dir, 'mainboard:651,image:652,development:1'))
    expect(summary.status).toBe('published')
    // Each record the site cannot show, by list, id and field; nothing else.
    const problems = (await readManifest(dir))?.problems
    expect(problems).toEqual(summary.problems)
    expect(problems?.map((p) => [p.list, p.id, p.field, p.outcome])).toEqual([
      ['attributes.en.hair', 99, 'value', 'left out'],
      ['attributes.pt.hair', 99, 'value', 'left out'],
      ['posts.pt', 2101, 'title', 'left out'],
      ['posts.pt', 2102, 'slug', 'left out'],
      ['slides.prehome', 13, 'url.desktop', 'left out'],
    ])
    // Warnings, not problems: a talent without a name, a contradicting profile, the missing sections.
    expect(summary.warnings).toEqual(
      expect.arrayContaining([
        "warning: talent 1401 has no name; left out (as the platform's own template does)",
        'warning: talent 1403, field name: the profile says "Bianca Nogueira Reis", the list "Bianca Nogueira"; the profile\'s is kept',
        expect.stringMatching(
          /^warning: slides "slides": \/api\/slides\/slides \(404\), then \/api\/slides\/all has no slide/,
        ),
        expect.stringMatching(/^warning: attributes pt: the CMS answers no eyes list/),
      ]),
    )

    const s = readSnapshot(dir)
    const talents = s.talents()
    const ids = talents.map((t) => t.id)
    expect(ids).not.toContain(1401)
    // Categories by the account's own ids (bella-1's 651/652/1): every site talent is there.
    expect(talents).toHaveLength(152)
    // A profile without cover and categories, completed from its list entry.
    expect(s.profile(1402)).toMatchObject({
      cover: `${cms.url}/uploads/talents/1402/cover-800x1067.jpg`,
      categories: ['image'],
    })
    // A profile contradicting its list entry: the profile's value, on the card too.
    expect(s.profile(1403).name).toBe('Bianca Nogueira Reis')
    expect(talents.find((t) => t.id === 1403)?.name).toBe('Bianca Nogueira Reis')

    const pt = s.posts('pt')
    expect(pt.map((p) => p.id)).not.toContain(2101)
    // An image cover without a thumbnail is an image.
    expect(pt.find((p) => p.id === 2103)?.cover).toEqual({
      kind: 'image',
      src: `${cms.url}/uploads/posts/2103/cover-1600x1067.jpg`,
    })
    // Dated by created_at when published_at is missing.
    expect(pt.find((p) => p.id === 2104)?.publishedAt).toBe('2025-04-11T09:30:00')
    expect(s.posts('en').every((p) => p.publishedAt !== null)).toBe(true)
    expect(s.slides().prehome.map((x) => x.id)).toEqual([11, 12])
    expect(s.slides().slides).toEqual([])
    expect(s.attributes('pt').hair.map((o) => o.value)).not.toContain('99')

    // Followers: counts written as strings are read; a failing account and unknown ones are warnings, and
    // their talents are published with the handle alone.
    const failing = talents.find((t) => t.instagram?.replace(/\/$/, '').endsWith('/joao.pedro'))
    expect(failing?.instagram).toBeDefined()
    expect(failing?.followers).toBeUndefined()
    expect(s.profile(failing?.id ?? 0).followers).toBeUndefined()
    expect(summary.warnings).toContainEqual(
      `warning: talent ${failing?.id}, followers of joao.pedro: not read: GET /api/agency/instagram?username=joao.pedro: status 500; the handle is shown alone`,
    )
    const unknown = summary.warnings.filter((w) =>
      /followers of .*does not know this account \(404\)/.test(w),
    )
    expect(unknown.length).toBeGreaterThan(0)
    const counted = talents.filter((t) => t.followers !== undefined)
    expect(counted.length).toBeGreaterThan(50)
    for (const t of counted) expect(s.profile(t.id).followers).toBe(t.followers)
  })

  it('refuses to publish an empty roster when the configured category ids are not the account’s', async () => {
    await expect(runSync(options(join(root, 'wrong-ids')))).rejects.toThrow(/the roster is empty/)
  })
})
