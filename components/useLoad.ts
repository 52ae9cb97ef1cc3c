import { type DependencyList, useEffect, useRef } from 'react'

/** What `useLoad` does with one load's outcome. */
export type LoadHandlers<T> = {
  /** The loaded value, unless the component unmounted or a newer load started first. */
  done: (value: T) => void
  /** The failure, under the same condition (a failure is always logged by the caller's own words). */
  failed?: (error: unknown) => void
}

/**
 * The one fetch-in-effect of the site: runs `load` after hydration and again whenever `deps` change
 * (null: nothing to load now), and hands its outcome to `done` / `failed` only while it is the latest
 * load of a mounted component, so a late answer never overwrites a newer one. The handlers are read at
 * settle time, so they may close over the current render.
 */
export function useLoad<T>(load: (() => Promise<T>) | null, handlers: LoadHandlers<T>, deps: DependencyList) {
  const latest = useRef(handlers)
  latest.current = handlers
  const loadRef = useRef(load)
  loadRef.current = load
  const wanted = load !== null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again.
  useEffect(() => {
    const run = loadRef.current
    if (!run) return
    let current = true
    run().then(
      (value) => {
        if (current) latest.current.done(value)
      },
      (error: unknown) => {
        if (current) latest.current.failed?.(error)
      },
    )
    return () => {
      current = false
    }
  }, [wanted, ...deps])
}
