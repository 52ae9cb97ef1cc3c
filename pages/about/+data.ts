// https://vike.dev/data
import { snapshot } from '../../lib/snapshot/readSnapshot.server'

export function data() {
  // The About slider shows the `slides` type; provider videos have no place in it.
  return {
    slides: snapshot()
      .slides()
      .slides.filter((s) => s.type === 'image' && (s.desktop || s.mobile)),
  }
}

export type Data = ReturnType<typeof data>
