// The roster cards file of a language (lib/roster/rosterCards): made by the prerender (scripts/prerender.ts)
// from the prerendered roster cards page (pages/roster-cards), whose parts are each in a
// `<template data-part="…">`, and the roster file's entries. React escapes `<` in text and attributes, so
// inside a part `</template>` can only close it: the parts are cut out as React wrote them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { type Locale, locales } from '../lib/i18n/locales'
import { templateProblems } from '../lib/roster/cardTemplate'
import {
  queryMark,
  type RosterCardsFile,
  rosterCardsAsset,
  rosterCardsPaths,
  searchLineKeys,
} from '../lib/roster/rosterCards'
import type { RosterFileEntry } from '../lib/roster/rosterEntry'
import { htmlFile } from '../lib/routes/pageFiles'

/** The `<template data-part>` parts of the cards page, by name (`card:12`, `search:all`, `empty`). */
export function templateParts(html: string): Map<string, string> {
  const parts = new Map<string, string>()
  for (const m of html.matchAll(/<template data-part="([^"]+)">([\s\S]*?)<\/template>/g)) {
    const [, name = '', content = ''] = m
    if (parts.has(name)) throw new Error(`roster cards: the part "${name}" is there twice`)
    parts.set(name, content)
  }
  return parts
}

/** The file from the page's HTML and the entries; a part missing or not as expected fails the build. */
export function rosterCardsFile(
  html: string,
  entries: readonly RosterFileEntry[],
  locale: Locale,
): RosterCardsFile {
  const parts = templateParts(html)
  const part = (name: string) => {
    const content = parts.get(name)
    if (!content) throw new Error(`roster cards: the page has no part "${name}"`)
    return content
  }
  const search: RosterCardsFile['search'] = {}
  for (const key of searchLineKeys) {
    const pieces = part(`search:${key}`).split(queryMark)
    if (pieces.length !== 2)
      throw new Error(`roster cards: the search line "${key}" must hold ${queryMark} once`)
    search[key] = [pieces[0] ?? '', pieces[1] ?? '']
  }
  const template = part('template')
  const problems = templateProblems(template, locale)
  if (problems.length > 0) throw new Error(`roster cards: the card template has ${problems.join(', ')}`)
  return {
    talents: entries.map((entry) => ({ ...entry, card: part(`card:${entry.id}`) })),
    search,
    empty: part('empty'),
    template,
  }
}

/**
 * Writes each language's cards file under `client` from its prerendered page, then removes the page: it is
 * no page for visitors (nor for the sitemap: it is noindex).
 */
export function writeRosterCardsFiles(client: string, entries: readonly RosterFileEntry[]): void {
  for (const locale of locales) {
    const page = join(client, htmlFile(rosterCardsPaths[locale]))
    const file = rosterCardsFile(readFileSync(page, 'utf8'), entries, locale)
    const target = join(client, rosterCardsAsset[locale])
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, JSON.stringify(file))
    rmSync(dirname(page), { recursive: true })
  }
}
