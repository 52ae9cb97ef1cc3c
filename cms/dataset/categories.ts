import type { Category } from '../types.ts'

// The site shows only the first three; the last two exist upstream and must stay hidden.
export const categories = {
  image: { id: 3226, name: 'Image' },
  mainboard: { id: 3225, name: 'Mainboard' },
  development: { id: 3224, name: 'Development' },
  actors: { id: 3230, name: 'Actors' },
  kids: { id: 3231, name: 'Kids' },
} satisfies Record<string, Category>
