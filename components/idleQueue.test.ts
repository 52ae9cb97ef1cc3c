import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// A browser of the test's own: idle periods and frames run when the test says so.
let idle: Array<() => void> = []
let frames: Array<() => void> = []
const runIdle = () => {
  const due = idle
  idle = []
  for (const cb of due) cb()
}
const runFrame = () => {
  const due = frames
  frames = []
  for (const cb of due) cb()
}

beforeEach(() => {
  vi.resetModules()
  idle = []
  frames = []
  vi.stubGlobal('document', { readyState: 'complete' })
  vi.stubGlobal('window', {
    requestIdleCallback: (cb: () => void) => idle.push(cb),
    cancelIdleCallback: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  })
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb))
})
afterEach(() => vi.unstubAllGlobals())

describe('inIdleTurn', () => {
  it('runs one job per idle period, each after the frame of the one before, in order', async () => {
    const { inIdleTurn } = await import('./idleQueue')
    const ran: string[] = []
    inIdleTurn(() => ran.push('a'))
    inIdleTurn(() => ran.push('b'))
    inIdleTurn(() => ran.push('c'))
    expect(ran).toEqual([])
    runIdle()
    expect(ran).toEqual(['a'])
    runIdle()
    expect(ran).toEqual(['a']) // no idle period is asked for before the frame that renders 'a'
    runFrame()
    runIdle()
    expect(ran).toEqual(['a', 'b'])
    runFrame()
    runIdle()
    expect(ran).toEqual(['a', 'b', 'c'])
    runFrame()
    runIdle()
    expect(idle).toEqual([])
    expect(frames).toEqual([])
  })

  it('a cancelled job never runs, and the queue starts again for later jobs', async () => {
    const { inIdleTurn } = await import('./idleQueue')
    const ran: string[] = []
    const cancel = inIdleTurn(() => ran.push('a'))
    inIdleTurn(() => ran.push('b'))
    cancel()
    runIdle()
    runFrame()
    runIdle()
    expect(ran).toEqual(['b'])
    inIdleTurn(() => ran.push('c'))
    runIdle()
    expect(ran).toEqual(['b', 'c'])
  })
})
