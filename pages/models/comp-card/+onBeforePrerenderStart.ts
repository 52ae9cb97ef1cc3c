// https://vike.dev/onBeforePrerenderStart
import { builtTalentUrls } from '../builtProfile'

/** Every talent's comp card, in both languages (this process's part of the roster, as the profiles). */
export function onBeforePrerenderStart() {
  return builtTalentUrls('compCard')
}
