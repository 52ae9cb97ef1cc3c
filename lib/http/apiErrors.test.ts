import { describe, expect, it } from 'vitest'
import { codeOfStatus } from './apiErrors'

describe('codeOfStatus', () => {
  it('names the code of DESIGN.md for each status the Worker answers with', () => {
    expect(codeOfStatus(400)).toBe('bad_request')
    expect(codeOfStatus(403)).toBe('forbidden_origin')
    expect(codeOfStatus(405)).toBe('method_not_allowed')
    expect(codeOfStatus(413)).toBe('body_too_large')
    expect(codeOfStatus(415)).toBe('unsupported_file_type')
    expect(codeOfStatus(422)).toBe('invalid_fields')
    expect(codeOfStatus(429)).toBe('rate_limited')
    expect(codeOfStatus(502)).toBe('upstream_failed')
  })

  it('reads any other 5xx as upstream_failed and another 4xx as no known code', () => {
    expect(codeOfStatus(504)).toBe('upstream_failed')
    expect(codeOfStatus(418)).toBeNull()
  })
})
