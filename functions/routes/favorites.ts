import { Hono } from 'hono'
import { FavoritesFields, favoritesFieldNames, parseSelection } from '../../lib/forms/favoritesFields'
import { dropEmpty, fieldErrors } from '../../lib/forms/fieldErrors'
import { languageField, submissionLanguage } from '../../lib/forms/submissionLanguage'
import { messages } from '../../lib/i18n/messages'
import { accepted, storeAndAccept } from '../deliveries/accept'
import { ApiError } from '../errors'
import { allowedOrigin } from '../middleware/allowedOrigin'
import { bodyLimit } from '../middleware/bodyLimit'
import { plainForm } from '../middleware/plainForm'
import { rateLimit } from '../middleware/rateLimit'
import { readFields, trimmed } from '../readFields'
import type { AppEnv } from '../types'
import { isHoneypot } from './contact'

export const favoritesMaxBytes = 64 * 1024

/**
 * The message the CMS receives: the visitor's, then the company and the shoot dates when given, labelled
 * in the visitor's language (the panel shows `message`; it has no field for either).
 */
export function requestMessage(
  values: { message: string; company?: string | undefined; dates?: string | undefined },
  lang: 'pt' | 'en',
) {
  const labels = messages[lang].favorites.request
  const extra = [
    values.company ? `${labels.company}: ${values.company}` : '',
    values.dates ? `${labels.dates}: ${values.dates}` : '',
  ].filter(Boolean)
  return extra.length > 0 ? `${values.message}\n\n${extra.join('\n')}` : values.message
}

/**
 * POST /api/favorites: a request for the selected talents (JSON or form data: name, email, phone, message,
 * optional company and dates, `favorites` = the selection as JSON `[{ id, name }]`); stored, then delivered
 * to the panel API's `POST /api/favorites/{lang}` as the real clients send it (multipart `name, email,
 * phone, message, favorites`), with `company` and `dates` also as fields of their own.
 */
export const favorites = new Hono<AppEnv>().post(
  '/',
  plainForm('request'),
  allowedOrigin,
  rateLimit('favorites'),
  bodyLimit(favoritesMaxBytes),
  async (c) => {
    const sent = await readFields(c.req.raw)
    if (isHoneypot(sent)) {
      console.log('favorites: honeypot filled; dropped')
      return c.json(accepted)
    }
    const values = dropEmpty(
      Object.fromEntries(favoritesFieldNames.map((name) => [name, trimmed(sent[name])])),
    )
    const selection = parseSelection(sent.favorites)
    const invalid = fieldErrors(FavoritesFields, { ...values, favorites: selection })
    if (invalid.length > 0) {
      throw new ApiError(422, 'invalid_fields', 'Some fields are invalid.', { fields: invalid })
    }
    const request = { ...values, favorites: selection } as FavoritesFields
    const lang = submissionLanguage(sent[languageField], c.req.header('referer'))
    const form = new FormData()
    form.append('name', request.name)
    form.append('email', request.email)
    form.append('phone', request.phone)
    form.append('message', requestMessage(request, lang))
    form.append('favorites', JSON.stringify(request.favorites.map(({ id, name }) => ({ id, name }))))
    if (request.company) form.append('company', request.company)
    if (request.dates) form.append('dates', request.dates)
    return storeAndAccept(c, 'favorites', { [languageField]: lang }, form)
  },
)
