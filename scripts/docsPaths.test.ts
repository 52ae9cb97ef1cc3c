// Every file or folder of this repository that the docs name in backticks exists: a doc that points at a
// moved or deleted file fails here, not in a reader's hands.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

/** The docs that describe this repository (the spec and style guide describe the product, not its files). */
const docs = [
  'README.md',
  'docs/DESIGN.md',
  'docs/DECISIONS.md',
  ...readdirSync(join(root, 'docs/decisions')).map((name) => `docs/decisions/${name}`),
  'functions/README.md',
  'sync/README.md',
  'cms/README.md',
  'bench/README.md',
  'bench/HISTORY.md',
]

/** Paths made at run time (the sync's staging and media mirror), not kept in the repository. */
const generated = [/^public\/media(\/|$)/, /^data\/\.staging/]

/** The example of "Adding a screen" (DESIGN.md): a folder the reader would create. */
const examples = new Set(['pages/services'])

/** The repository's top-level folders and files a path in the docs starts with. */
const tops = readdirSync(root).filter((name) => !['node_modules', 'dist', 'tmp', '.git'].includes(name))

/**
 * The repository paths a Markdown text names in backticks: `sync/pull.ts`, `components/islands/`,
 * `renderer/+onBeforeRoute` (a module named without its extension). Left out: patterns and templates
 * (`{id}`, `<hash16>`, `NNNN`, `*`, `…`), citations of other repositories' files (a `:line` suffix, Vue
 * files), paths made at run time and URLs.
 */
function namedPaths(markdown: string): string[] {
  const paths = new Set<string>()
  for (const [, code = ''] of markdown.matchAll(/`([^`\n]+)`/g)) {
    for (const word of code.split(/\s+/)) {
      const path = word
        .replace(/^\.\//, '')
        .replace(/[),.;:]+$/, '')
        .replace(/\/$/, '')
      if (!/^[\w.+-]+(\/[\w.+@-]*)*$/.test(path) || /NNNN|XXXX/.test(path)) continue
      if (/:\d+(-\d+)?[),.;]*$/.test(word) || path.endsWith('.vue')) continue
      if (generated.some((pattern) => pattern.test(path)) || examples.has(path)) continue
      const top = path.split('/')[0] ?? ''
      if (!tops.includes(top)) continue
      if (!path.includes('/') && !/\.\w+$/.test(path)) continue
      paths.add(path)
    }
  }
  return [...paths]
}

/** Whether a named path is in the work tree, as written or as a module named without its extension. */
function exists(path: string): boolean {
  return ['', '.ts', '.tsx', '.server.ts'].some((ext) => existsSync(join(root, path + ext)))
}

describe('paths named in the docs', () => {
  it('finds paths in backticks and leaves patterns and citations out', () => {
    expect(
      namedPaths(
        'see `sync/pull.ts`, `renderer/+onBeforeRoute` and `components/islands/`; not `data/profiles/{id}.json`, `public/media/<hash16>.webp` or bella-1 `pages/home.vue:125`; `npm run sync -- --demo`',
      ),
    ).toEqual(['sync/pull.ts', 'renderer/+onBeforeRoute', 'components/islands'])
  })

  for (const doc of docs) {
    it(`every path ${doc} names exists`, () => {
      const missing = namedPaths(readFileSync(join(root, doc), 'utf8')).filter((path) => !exists(path))
      expect(missing).toEqual([])
    })
  }
})
