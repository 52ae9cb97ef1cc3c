// What the requests of one isolate share about live data: settled plain values only (strings, numbers),
// never a promise, a stream or a response. workerd runs the continuation of a promise another request
// settled in that request's context, so a shared in-flight read hands one request's I/O to others
// ("Cannot perform I/O on behalf of a different request"). A request that finds another one
// reading a key waits on its own timer and looks again; it never awaits the other's work.

/** A value kept until `until` (ms on the memo's clock). */
type Kept<T> = { value: T; until: number }

export type LiveMemo<T> = {
  /** The value kept for `key`, or undefined when none is or it has expired. */
  get(key: string): T | undefined
  /** Keeps `value` for `key` until `until` (ms on the memo's clock); the oldest key goes past `capacity`. */
  set(key: string, value: T, until: number): void
  /**
   * Marks a read of `key` under way in this isolate, for `ms` at most (a request cancelled mid-read never
   * ends it); answers the mark to end, or null when another request's read is under way.
   */
  begin(key: string, ms: number): symbol | null
  /** Ends the read marked by `mark` (a later mark of the same key is left alone). */
  end(key: string, mark: symbol): void
  /** Waits (polling every `pollMs`, on this request's own timer) while another request reads `key`. */
  whileReading(key: string): Promise<void>
}

/**
 * A memo of settled values per key with a read-under-way mark per key. `now` is the clock of the values'
 * lifetimes (the tests move it); the marks run on the real clock, since a waiting request sleeps for real.
 */
export function createLiveMemo<T>(o: { now: () => number; capacity: number; pollMs: number }): LiveMemo<T> {
  const kept = new Map<string, Kept<T>>()
  const reading = new Map<string, { mark: symbol; until: number }>()
  const underWay = (key: string) => {
    const read = reading.get(key)
    if (read && read.until <= Date.now()) reading.delete(key)
    return reading.has(key)
  }
  return {
    get(key) {
      const entry = kept.get(key)
      if (!entry) return undefined
      if (entry.until > o.now()) return entry.value
      kept.delete(key)
      return undefined
    },
    set(key, value, until) {
      kept.delete(key) // re-inserted last: the Map's order is the order of writes
      if (until <= o.now()) return
      kept.set(key, { value, until })
      while (kept.size > o.capacity) {
        const oldest = kept.keys().next().value
        if (oldest === undefined) break
        kept.delete(oldest)
      }
    },
    begin(key, ms) {
      if (underWay(key)) return null
      const mark = Symbol(key)
      reading.set(key, { mark, until: Date.now() + ms })
      return mark
    },
    end(key, mark) {
      if (reading.get(key)?.mark === mark) reading.delete(key)
    },
    async whileReading(key) {
      while (underWay(key)) await new Promise((r) => setTimeout(r, o.pollMs))
    },
  }
}
