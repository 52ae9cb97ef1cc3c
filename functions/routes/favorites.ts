import { type Context, Hono } from 'hono'
import { array, is } from 'superstruct'
import {
  type BriefField,
  briefFieldNames,
  FavoriteChoice,
  FavoritesFields,
  favoritesFieldNames,
  parseSelection,
} from '../../lib/forms/favoritesFields'
import { languageField, submissionLanguage } from '../../lib/forms/submissionLanguage'
import { messages } from '../../lib/i18n/messages'
import { storeAndAccept } from '../deliveries/accept'
import { siteTalents } from '../live'
import { allowedOrigin } from '../middleware/allowedOrigin'
import { bodyLimit } from '../middleware/bodyLimit'
import { formValidator, picked } from '../middleware/formValidator'
import { plainForm } from '../middleware/plainForm'
import { rateLimit } from '../middleware/rateLimit'
import type { AppEnv } from '../types'

export const favoritesMaxBytes = 64 * 1024

/**
 * The message the CMS receives: the visitor's, then each field of the job brief given (brand or client,
 * dates, city, usage, budget), labelled in the visitor's language (the panel shows `message`; it has no
 * field for any of them).
 */
export function requestMessage(
  values: { message: string } & Partial<Record<BriefField, string | undefined>>,
  lang: 'pt' | 'en',
) {
  const labels = messages[lang].favorites.request
  const extra = briefFieldNames.flatMap((name) => {
    const value = values[name]
    return value ? [`${labels[name]}: ${value}`] : []
  })
  return extra.length > 0 ? `${values.message}\n\n${extra.join('\n')}` : values.message
}

/**
 * The selection as the site knows it: each talent once (the first of repeated ids), named as the site
 * names it; nothing (so the struct's 422 names `favorites`) when an id is no talent of the site (the build's or the live roster's).
 * Left as sent (for the struct to judge) when it is not a list of choices, or when the CMS cannot tell.
 */
async function siteSelection(c: Context<AppEnv>, selection: unknown): Promise<unknown> {
  if (!Array.isArray(selection) || !is(selection, array(FavoriteChoice))) return selection
  const unique = [...new Map(selection.map((t) => [t.id, t])).values()]
  const known = await siteTalents(c)
  if (!known) return unique
  // A talent the site does not show makes the selection invalid: the struct names it with the others.
  if (unique.some((t) => !known.has(t.id))) return undefined
  return unique.map((t) => ({ id: t.id, name: known.get(t.id) ?? t.name }))
}

/**
 * POST /api/favorites: a request for the selected talents (JSON or form data: name, email, phone, message,
 * the optional brief `company, dates, city, usage, budget`, `favorites` = the selection as JSON
 * `[{ id, name }]`); stored, then delivered to the panel API's `POST /api/favorites/{lang}` as the real
 * clients send it (multipart `name, email, phone, message, favorites`), with each brief field given also
 * as a field of its own.
 */
export const favorites = new Hono<AppEnv>().post(
  '/',
  plainForm('request'),
  allowedOrigin,
  bodyLimit(favoritesMaxBytes),
  formValidator('favorites', FavoritesFields, async (sent, c) => ({
    ...picked(sent, favoritesFieldNames),
    favorites: await siteSelection(c, parseSelection(sent.favorites)),
  })),
  rateLimit('favorites'),
  (c) => {
    const { values: request, sent } = c.req.valid('form')
    const lang = submissionLanguage(sent[languageField], c.req.header('referer'))
    const form = new FormData()
    form.append('name', request.name)
    form.append('email', request.email)
    form.append('phone', request.phone)
    form.append('message', requestMessage(request, lang))
    form.append('favorites', JSON.stringify(request.favorites.map(({ id, name }) => ({ id, name }))))
    for (const name of briefFieldNames) {
      const value = request[name]
      if (value) form.append(name, value)
    }
    return storeAndAccept(c, 'favorites', { [languageField]: lang }, form)
  },
)
