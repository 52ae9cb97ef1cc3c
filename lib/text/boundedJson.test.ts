import { describe, expect, it } from 'vitest'
import { parseBoundedJson, withinDepth } from './boundedJson'

describe('withinDepth, parseBoundedJson', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

  it('counts objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(withinDepth('{"a":[1,{"b":2}]}', 3)).toBe(true)
    expect(withinDepth('{"a":[1,{"b":2}]}', 2)).toBe(false)
    expect(withinDepth('{"a":"[[[[[\\\\\\"{{{{"}', 1)).toBe(true)
  })

  it('refuses 5,000 levels (under 32 KiB) without parsing, and parses what is within the bound', () => {
    expect(parseBoundedJson(nested(5000))).toBeUndefined()
    expect(parseBoundedJson(nested(16))).toEqual(JSON.parse(nested(16)))
    expect(parseBoundedJson('{"a": [1]}')).toEqual({ a: [1] })
    expect(parseBoundedJson('{"a":')).toBeUndefined()
  })
})
