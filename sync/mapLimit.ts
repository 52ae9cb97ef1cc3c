/**
 * `fn` over every item with at most `limit` running at once; results keep the items' order. On the first
 * failure no new item starts, the running ones finish, and the failure is thrown. (p-map and p-limit
 * reject at the first failure while the other items still run: publish then removes a staging directory
 * that a running write still fills. docs/decisions/0007-retry-transport.md)
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  const queue = items.entries() // shared by the workers: each item is taken once
  let failure: { error: unknown } | undefined
  const worker = async () => {
    for (const [index, item] of queue) {
      if (failure) return
      try {
        results[index] = await fn(item, index)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  if (failure) throw failure.error
  return results
}
