import { describe, expect, it } from 'vitest'
import { foldText } from './foldText'

describe('foldText', () => {
  it('lowercases, removes accents and collapses whitespace', () => {
    expect(foldText('  Ágata  MARIA ')).toBe('agata maria')
    expect(foldText('Conceição Ñúñez Ülla')).toBe('conceicao nunez ulla')
  })

  it('folds decomposed input the same as composed input', () => {
    expect(foldText('E\u0301rica')).toBe(foldText('\u00c9rica'))
    expect(foldText('E\u0301rica')).toBe('erica')
  })

  it('treats tabs, newlines and non-breaking spaces as one space', () => {
    expect(foldText('Ana\t\n\u00a0Luíza')).toBe('ana luiza')
  })

  it('gives an empty string for blank input', () => {
    expect(foldText('   ')).toBe('')
  })
})
