// https://vike.dev/lang
import type { PageContext } from 'vike/types'
import { htmlLang } from '../lib/i18n/locales'

/** `<html lang>`: pt-BR or en, from the page's URL. */
export default (pageContext: PageContext) => htmlLang[pageContext.locale ?? 'pt']
