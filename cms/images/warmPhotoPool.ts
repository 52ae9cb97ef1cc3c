import { photoPool } from './photoPool.ts'

/**
 * Vitest's global setup: the pool's photos made once before any test file starts, rather than by every
 * worker's first stand-in at the same time (a fresh clone: about a minute on two cores, then never again).
 */
export default async function warmPhotoPool() {
  await photoPool().warm()
}
