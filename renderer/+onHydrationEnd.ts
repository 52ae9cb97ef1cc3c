// https://vike.dev/onHydrationEnd
import { markRendered } from './renderedUrl'

export function onHydrationEnd() {
  markRendered()
}
