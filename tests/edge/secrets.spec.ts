import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseEnv } from 'node:util'
import { expect, test } from '@playwright/test'
import { demoCredentialVars } from '../../lib/upstream/demo'
import { root } from './edge'

// No credential, and no token, ever reaches the static output: the pages, their data files and the
// client bundles of the build `npm start` served for this run (it builds when the snapshot changed).

const demo = demoCredentialVars
const names = Object.keys(demo) as (keyof typeof demo)[]

/** Every value the credentials have anywhere in this checkout: the environment, .dev.vars, .env, the demo. */
function configuredSecrets(): string[] {
  const values = new Set<string>(Object.values(demo))
  for (const file of ['.dev.vars', '.env']) {
    const path = join(root, file)
    if (!existsSync(path)) continue
    const parsed = parseEnv(readFileSync(path, 'utf8'))
    for (const name of names) if (parsed[name]) values.add(parsed[name])
  }
  for (const name of names) if (process.env[name]) values.add(process.env[name] as string)
  return [...values].filter((v) => v.length >= 6)
}

test('the built site holds no configured secret and no access token', async () => {
  const client = join(root, 'dist/client')
  expect(existsSync(join(client, 'index.html')), 'dist/client is built by the web server (npm start)').toBe(
    true,
  )
  const files = readdirSync(client, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
  expect(files.some((f) => f.parentPath.includes('assets') && f.name.endsWith('.js'))).toBe(true)
  const needles = [...configuredSecrets(), 'access_token']
  const found: string[] = []
  for (const file of files) {
    const path = join(file.parentPath, file.name)
    const text = readFileSync(path).toString('latin1')
    for (const needle of needles) if (text.includes(needle)) found.push(`${relative(root, path)}: ${needle}`)
  }
  expect(found).toEqual([])
})
