import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { options } from 'preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isHydrationMismatch } from '../../tests/fixtures'
import { reportHydrationMismatch } from './reportHydrationMismatch'

type Hook = (vnode: { type: unknown }, excess: (Node | null)[] | null) => void
const hooks = options as typeof options & { __m?: Hook }

describe('reportHydrationMismatch', () => {
  afterEach(() => {
    delete hooks.__m
    vi.restoreAllMocks()
  })

  it("hooks the name Preact's production build calls when hydration meets another element", () => {
    // If a Preact upgrade renames the hook, the end-to-end suite would stop seeing mismatches: this fails first.
    const built = readFileSync(createRequire(import.meta.url).resolve('preact'), 'utf8')
    expect(built).toMatch(/\.__m&&\w+\.__m\(/)
  })

  it('logs an error the end-to-end fixture counts as a hydration mismatch', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    reportHydrationMismatch()
    hooks.__m?.({ type: 'section' }, [])
    expect(error).toHaveBeenCalledOnce()
    const message = String(error.mock.calls[0]?.[0])
    expect(message).toBe(
      'Hydration mismatch: the page rendered <section> where the prerendered HTML had nothing',
    )
    expect(isHydrationMismatch(message)).toBe(true)
  })
})
