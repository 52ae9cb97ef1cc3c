import type { categoryOrder } from '../../lib/categories'

/** The boards in the order the agency presents them: image, mainboard, development (spec order). */
export const boards = [
  'image',
  'mainboard',
  'development',
] as const satisfies readonly (typeof categoryOrder)[number][]
