import { describe, expect, it } from 'vitest'
import { createProgress } from './progress'

const run = (tty: boolean) => {
  let out = ''
  const progress = createProgress({ write: (s) => (out += s), tty, now: () => 0 })
  const phase = progress.phase('profiles', 4)
  phase.tick(2)
  progress.log('retry 1/3: GET /api/talent/profile: status 500')
  phase.tick(2)
  phase.done('2 left out')
  return out
}

describe('createProgress', () => {
  it('prints plain lines when not on a terminal', () => {
    expect(run(false)).toBe(
      'profiles…\nretry 1/3: GET /api/talent/profile: status 500\nprofiles: 4/4 (2 left out, 0 ms)\n',
    )
  })

  it('redraws one bar with \\r on a terminal, logging above it', () => {
    const out = run(true)
    expect(out).toContain('\r')
    expect(out).toContain('[############------------] 2/4')
    expect(out).toContain('retry 1/3: GET /api/talent/profile: status 500\n')
    expect(out.endsWith('[########################] 4/4 2 left out, 0 ms\n')).toBe(true)
  })
})
