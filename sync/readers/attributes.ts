import type { Locale } from '../../lib/i18n/locales'
import type { Attributes } from '../../lib/schemas/snapshot'
import type { UpstreamAttributes } from '../../lib/schemas/upstream'
import { attributeQueryLists, normalizeAttributes, type ReadAttributes } from '../../lib/upstream'
import { noteTo, type ReadContext, type Reading } from './reading'

/** The warnings for attribute lists the CMS does not answer: the call (404), or a list it is asked for. */
export function attributesWarnings(
  locale: string,
  raw: UpstreamAttributes | null,
  read: ReadAttributes,
): string[] {
  if (raw === null)
    return [`warning: attributes ${locale}: the CMS does not answer the call (404); every list is built in`]
  return attributeQueryLists
    .filter((list) => read.builtIn.includes(list))
    .map(
      (list) =>
        `warning: attributes ${locale}: the CMS answers no ${list} list; ${read.attributes[list].length > 0 ? 'the built-in list is used' : 'the list is empty (there is no built-in one)'}`,
    )
}

/** One language's attribute lists (`GET /api/talents/attributes`), the ones the CMS does not answer built in. */
export async function readAttributes(ctx: ReadContext, locale: Locale): Promise<Reading<Attributes>> {
  const raw = await ctx.upstream.attributes(locale)
  const notes: string[] = []
  const read = normalizeAttributes(raw, noteTo(notes, `warning: attributes ${locale}, `))
  const lists = Object.keys(read.lists)
  return {
    items: read.attributes,
    setAside: Object.entries(read.lists).map(([field, list]) => ({
      list: `attributes.${locale}.${field}`,
      total: list.total,
      rejected: list.rejected,
    })),
    warnings: attributesWarnings(locale, raw, read),
    notes,
    count: raw ? lists.length : 0,
    detail: raw
      ? `lists: ${lists.join(', ') || 'none'} (the rest built in)`
      : 'not answered (404): every list built in',
  }
}
