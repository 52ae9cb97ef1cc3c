import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { customMediaRules, limits, media } from './site'

/** The site's own stylesheets (the folders vite.config's customMedia plugin prepends its rules to). */
function stylesheets(): string[] {
  return ['components', 'pages', 'renderer'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css'))
      .map((f) => join(dir, f)),
  )
}

describe('the layouts’ media queries', () => {
  it('are written from the breakpoints: a phone below 650 px, a desktop from 1024 px', () => {
    expect(limits.mobileImageBreakpoint).toBe(650)
    expect(matchesWidth(media.phone, 649)).toBe(true)
    expect(matchesWidth(media.phone, 650)).toBe(false)
    expect(matchesWidth(media.desktop, 1023)).toBe(false)
    expect(matchesWidth(media.desktop, 1024)).toBe(true)
    expect(matchesWidth(media.tablet, 650) && matchesWidth(media.tablet, 1023)).toBe(true)
  })

  it('define every custom media a stylesheet uses (Lightning CSS leaves an unknown one in place, matching nothing)', () => {
    const defined = new Set([...customMediaRules().matchAll(/@custom-media (--[\w-]+)/g)].map((m) => m[1]))
    const used = stylesheets().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media[^{]*?\((--[\w-]+)\)/g)].map((m) => ({
        file,
        name: m[1],
      })),
    )
    expect(used.length).toBeGreaterThan(10)
    expect(used.filter((u) => !defined.has(u.name))).toEqual([])
  })

  it('are the only way a stylesheet names a width', () => {
    const widths = stylesheets().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media[^{]*\b(?:min|max)-width[^{]*/g)].map(
        (m) => `${file}: ${m[0]}`,
      ),
    )
    expect(widths).toEqual([])
  })
})

/** Whether a query of min-/max-width conditions joined by `and` matches a viewport width. */
function matchesWidth(query: string, width: number): boolean {
  return [...query.matchAll(/\((min|max)-width: ([\d.]+)px\)/g)].every(([, kind, px]) =>
    kind === 'min' ? width >= Number(px) : width <= Number(px),
  )
}
