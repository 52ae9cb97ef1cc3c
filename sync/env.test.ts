import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { demoCredentials } from '../lib/upstream/demo'
import { DEMO_URL, readEnv } from './env'

let root: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'sync-env-'))
})
afterEach(() => rm(root, { recursive: true, force: true }))

describe('readEnv', () => {
  it('defaults to the stand-in CMS with the demo credentials', () => {
    expect(readEnv(root, {})).toEqual({
      panelUrl: DEMO_URL,
      integrationUrl: DEMO_URL,
      credentials: demoCredentials,
      settings: {
        postType: 'blog',
        slides: { prehome: 'prehome', about: 'slides' },
        categoryIds: { image: 3226, mainboard: 3225, development: 3224 },
      },
    })
  })

  it('reads what differs between agencies: the post type and the slide types', () => {
    const { settings } = readEnv(root, {
      CMS_POST_TYPE: 'news',
      CMS_PREHOME_SLIDES: 'first-home-slide',
      CMS_ABOUT_SLIDES: 'about',
    })
    expect(settings).toMatchObject({
      postType: 'news',
      slides: { prehome: 'first-home-slide', about: 'about' },
    })
  })

  it('reads the account’s category ids, and refuses a malformed value by name', () => {
    const { settings } = readEnv(root, { CMS_CATEGORY_IDS: 'mainboard:651,image:652,development:1' })
    expect(settings.categoryIds).toEqual({ mainboard: 651, image: 652, development: 1 })
    expect(() => readEnv(root, { CMS_CATEGORY_IDS: 'mainboard:651' })).toThrow(/CMS_CATEGORY_IDS=.*missing/)
  })

  it('reads .env, and the environment wins over it', async () => {
    await writeFile(
      join(root, '.env'),
      'CMS_PANEL_URL=https://panel.test\nMF_SALT="from-file"\nPANEL_SALT=file\n',
    )
    const upstreams = readEnv(root, { PANEL_SALT: 'from-env' })
    expect(upstreams.panelUrl).toBe('https://panel.test')
    expect(upstreams.integrationUrl).toBe(DEMO_URL)
    expect(upstreams.credentials).toMatchObject({ mfSalt: 'from-file', panelSalt: 'from-env' })
  })
})
