import {
  filterRoster,
  noFilters as none,
  type RosterFilters,
  type RosterTalent,
} from '../lib/roster/filterTalents'

// Runs where it is measured: bundled into a Chromium page (wall clock, CPU throttled by DevTools) and
// in Node (this thread's CPU time, which a busy machine does not inflate). Kept free of the bench's
// Node-only modules.

export type FilterCase = {
  name: string
  matches: number
  medianMs: number
  p95Ms: number
  /** The whole run of repeats timed at once, divided: for a clock too coarse to time one change. */
  meanMs: number
}
export type Measured = { coldMs: number; cases: FilterCase[] }
export type MeasureArgs = {
  list: RosterTalent[]
  cases: [string, Partial<RosterFilters>][]
  repeats: number
}

/** What the roster computes on a filter change: the matching list and the letters left enabled. */
function interact(list: RosterTalent[], f: RosterFilters): number {
  return filterRoster(list, f).matches.length
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN
}

/**
 * Every case `repeats` times on the warm list, and the first filtering of a fresh copy (every name folded
 * for the first time) 5 times; `clock` in milliseconds.
 */
export function measure({ list, cases, repeats }: MeasureArgs, clock: () => number): Measured {
  const cold: number[] = []
  for (let i = 0; i < 5; i++) {
    const fresh = list.map((t) => ({ ...t }))
    const t0 = clock()
    interact(fresh, none)
    cold.push(clock() - t0)
  }
  interact(list, none)
  return {
    coldMs: quantile(cold, 0.5),
    cases: cases.map(([name, change]) => {
      const f = { ...none, ...change }
      const times: number[] = []
      let matches = 0
      const start = clock()
      for (let i = 0; i < repeats; i++) {
        const t0 = clock()
        matches = interact(list, f)
        times.push(clock() - t0)
      }
      const meanMs = (clock() - start) / repeats
      return { name, matches, medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95), meanMs }
    }),
  }
}
