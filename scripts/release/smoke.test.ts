import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBundle } from '../../sync/restore'
import { changesBetween, formatChanges, type SnapshotView, shrinkGuard, viewOf } from './changes'
import { checkBuild, readableText, smokePages } from './smoke'

let root = ''
let view: SnapshotView
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'smoke-test-'))
  view = viewOf(await readBundle(join(import.meta.dirname, '../../data')))
})
afterAll(() => rm(root, { recursive: true, force: true }))

/** A build output holding the smoke pages of `view`, each showing what it should, escaped as React does. */
async function fakeBuild(dir: string, version: string) {
  for (const page of smokePages(view)) {
    const file = join(dir, page.path === '/' ? '' : page.path, 'index.html')
    await mkdir(join(file, '..'), { recursive: true })
    const text = (page.shows ?? '').replaceAll('&', '&amp;').replaceAll("'", '&#x27;')
    await writeFile(file, `<!DOCTYPE html><html lang="pt"><body><h1>${text}</h1></body></html>`)
  }
  await writeFile(join(dir, 'version.json'), JSON.stringify({ version }))
}

describe('checkBuild', () => {
  it('passes a build that holds every page and the snapshot version, and names what is missing', async () => {
    const dir = join(root, 'client')
    await fakeBuild(dir, view.manifest.version)
    expect(await checkBuild(dir, view)).toMatchObject({ ok: true, lines: [] })
    const profile = smokePages(view).find((p) => p.shows === view.talents[0]?.name)?.path ?? ''
    await rm(join(dir, profile), { recursive: true })
    await writeFile(join(dir, 'version.json'), JSON.stringify({ version: 'older' }))
    const result = await checkBuild(dir, view)
    expect(result.ok).toBe(false)
    expect(result.lines).toEqual([
      expect.stringMatching(new RegExp(`^${profile} is missing`)),
      `/version.json names older, not the snapshot's ${view.manifest.version}`,
    ])
  })

  it('reads character references, so a name is found however it was escaped', () => {
    expect(readableText('Jo&#xe3;o &amp; M&#227;e d&#x27;Ávila&nbsp;x')).toBe("João & Mãe d'Ávila x")
  })
})

describe('the change summary', () => {
  it('names a renamed talent with its old name and fields, and a removed post', () => {
    const [first, ...rest] = view.talents
    if (!first) throw new Error('no talent')
    const renamed = { ...first, name: 'Nome Novo', slug: 'nome-novo' }
    const profiles = new Map(view.profiles)
    const profile = profiles.get(first.id)
    if (profile) profiles.set(first.id, { ...profile, name: 'Nome Novo', slug: 'nome-novo', about: 'Outro.' })
    const after: SnapshotView = {
      ...view,
      talents: [renamed, ...rest],
      profiles,
      posts: { ...view.posts, en: view.posts.en.slice(1) },
    }
    const changes = changesBetween(view, after)
    const lines = formatChanges(changes, 0.2)
    expect(lines).toContain(`- changed: Nome Novo (${first.id}) (was ${first.name}): about, name, slug`)
    expect(lines).toContain(`- removed: “${view.posts.en[0]?.title}” (${view.posts.en[0]?.id})`)
    expect(shrinkGuard(changes, 0.2).ok).toBe(true)
  })
})
