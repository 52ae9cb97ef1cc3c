import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { categoryIdsVariable, parseCategoryIds } from '../lib/categories'
import type { Credentials } from '../lib/upstream'
import { DEMO_CMS_URL, demoCredentials } from '../lib/upstream/demo'
import { type CmsSettings, defaultSettings } from './readers/reading'

/** The stand-in CMS on its contract port, with the demo credentials (lib/upstream/demo.ts). */
export const DEMO_URL = DEMO_CMS_URL

export type Upstreams = {
  panelUrl: string
  integrationUrl: string
  credentials: Credentials
  settings: CmsSettings
}

/**
 * Where to sync from (and what differs between accounts: post type, slide sections, category ids): the environment, over a git-ignored `.env` at the project root, over the demo
 * defaults (so a fresh clone syncs from a local stand-in CMS without any setup).
 */
export function readEnv(root: string, env: NodeJS.ProcessEnv = process.env): Upstreams {
  const file = join(root, '.env')
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}
  const get = (name: string, fallback: string) => env[name] || fromFile[name] || fallback
  return {
    panelUrl: get('CMS_PANEL_URL', DEMO_URL),
    integrationUrl: get('CMS_INTEGRATION_URL', DEMO_URL),
    credentials: {
      mfSalt: get('MF_SALT', demoCredentials.mfSalt),
      mfApiKey: get('MF_API_KEY', demoCredentials.mfApiKey),
      panelSalt: get('PANEL_SALT', demoCredentials.panelSalt),
      panelApiToken: get('PANEL_API_TOKEN', demoCredentials.panelApiToken),
    },
    settings: {
      postType: get('CMS_POST_TYPE', defaultSettings.postType),
      slides: {
        prehome: get('CMS_PREHOME_SLIDES', defaultSettings.slides.prehome),
        about: get('CMS_ABOUT_SLIDES', defaultSettings.slides.about),
      },
      // A malformed value throws here, naming the variable: a wrong id would silently empty the roster.
      categoryIds: parseCategoryIds(get(categoryIdsVariable, '')),
    },
  }
}
