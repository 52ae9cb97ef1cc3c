import { describe, expect, it } from 'vitest'
import { templateTalent } from '../lib/roster/cardTemplate'
import { queryMark } from '../lib/roster/rosterCards'
import type { RosterFileEntry } from '../lib/roster/rosterEntry'
import { talentPath } from '../lib/routes/talentRoute'
import { rosterCardsFile, templateParts } from './rosterCardsFile'

const entry = (id: number): RosterFileEntry => ({
  id,
  name: `Talent ${id}`,
  slug: `talent-${id}`,
  gender: 'woman',
  cover: null,
  categories: ['image'],
  height: 170,
  hair: null,
  eyes: null,
})

const template =
  `<li class="roster__item" id="talent-${templateTalent.id}"><a href="${talentPath(templateTalent, 'en')}">` +
  `<img src="${templateTalent.cover}"/><h2>Qzxname</h2></a><button data-favorite="{}"></button></li>`
const search = (key: string) =>
  `<template data-part="search:${key}"><p>Results for “${queryMark}”<!-- --> <a href="/${key}">Clear</a></p></template>`
const page = (cards: string) =>
  `<!doctype html><html><body><header><input name="q"></header><main>${cards}` +
  ['all', 'mainboard', 'image', 'development'].map(search).join('') +
  '<template data-part="empty"><p class="roster__empty">No talents available</p></template>' +
  `<template data-part="template">${template}</template></main></body></html>`
const card = (id: number, inner = `<h2>Talent ${id}</h2>`) =>
  `<template data-part="card:${id}"><li class="roster__item">${inner}</li></template>`

describe('the roster cards file', () => {
  it('keeps each entry with its card as React wrote it, in the entries’ order', () => {
    const file = rosterCardsFile(
      page(card(2) + card(1, '<h2>A &lt;b&gt; &amp; “q”</h2>')),
      [entry(1), entry(2)],
      'en',
    )
    expect(file.talents.map((t) => [t.id, t.card])).toEqual([
      [1, '<li class="roster__item"><h2>A &lt;b&gt; &amp; “q”</h2></li>'],
      [2, '<li class="roster__item"><h2>Talent 2</h2></li>'],
    ])
    expect(file.talents[0]?.height).toBe(170)
  })

  it('cuts each route’s search line where the search goes', () => {
    const file = rosterCardsFile(page(card(1)), [entry(1)], 'en')
    expect(file.search.image).toEqual(['<p>Results for “', '”<!-- --> <a href="/image">Clear</a></p>'])
    expect(Object.keys(file.search)).toEqual(['all', 'mainboard', 'image', 'development'])
    expect(file.empty).toBe('<p class="roster__empty">No talents available</p>')
  })

  it('fails the build when a talent has no card or a part is there twice', () => {
    expect(() => rosterCardsFile(page(card(1)), [entry(1), entry(3)], 'en')).toThrow('card:3')
    expect(() => templateParts(card(1) + card(1))).toThrow('twice')
    expect(() => rosterCardsFile(page(card(1)).replace(queryMark, ''), [entry(1)], 'en')).toThrow(
      'search line',
    )
  })
})
