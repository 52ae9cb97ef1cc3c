/** One column of the masonry: its cards, each with its place in reading order. */
export type Column<T> = { id: number; items: { item: T; index: number }[] }

/**
 * Deals items round-robin into `count` columns, as a masonry reads: items 1, 2, 3 head columns 1, 2, 3,
 * item 4 goes under item 1, and so on. Appending items only adds to the columns' ends. Always `count`
 * columns, empty ones included, so their widths never depend on how many items there are.
 */
export function dealColumns<T>(items: readonly T[], count: number): Column<T>[] {
  const columns = Array.from({ length: count }, (_, id): Column<T> => ({ id, items: [] }))
  items.forEach((item, index) => {
    columns[index % count]?.items.push({ item, index })
  })
  return columns
}
