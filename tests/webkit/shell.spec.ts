// WebKit: navigation, language, theme, menu and search (the cross-browser part of tests/shell).
import { rosterPath, text } from '../roster/roster'
import { byRole, expect, field, frames, here, open, test, typeInto } from './webkit'

test('the language switch keeps the page; titles and <html lang> follow', async ({ wd }) => {
  await open(wd, '/sobre')
  expect(await wd.getTitle()).toBe('Sobre | Lumière Models')
  await (await byRole(wd, 'link', 'English')).click()
  await expect.poll(() => here(wd)).toBe('/en/about')
  await expect.poll(() => wd.getTitle()).toBe('About | Lumière Models')
  expect(await wd.$('html').getAttribute('lang')).toBe('en')
  await (await byRole(wd, 'link', 'Português')).click()
  await expect.poll(() => here(wd)).toBe('/sobre')
  await expect.poll(() => wd.$('html').getAttribute('lang')).toBe('pt-BR')
})

test('the header leads to a board, whose page lists its talents', async ({ wd }) => {
  await open(wd, '/en')
  const boards = await byRole(wd, 'navigation', 'Models')
  await (await byRole(wd, 'link', /mainboard/i, boards)).click()
  await expect.poll(() => here(wd)).toBe(rosterPath('en', 'mainboard'))
  await expect.poll(async () => (await wd.$$('main article')).length).toBeGreaterThan(0)
})

test('the theme toggle switches to dark, persists across a load, and paints the page', async ({ wd }) => {
  await open(wd, '/')
  const toggle = await byRole(wd, 'button', 'Escuro')
  expect(await toggle.getAttribute('aria-pressed')).toBe('false')
  await toggle.click()
  await expect.poll(() => wd.$('html').getAttribute('data-theme')).toBe('dark')
  await open(wd, '/en/about')
  expect(await wd.$('html').getAttribute('data-theme')).toBe('dark')
  await frames(wd)
  expect(await wd.execute(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(13, 13, 13)')
})

test('the menu opens, shows about, contact and be a model, and its link navigates', async ({ wd }) => {
  await open(wd, '/en')
  await (await byRole(wd, 'button', 'Menu')).click()
  for (const name of ['About', 'Contact', 'Be a model']) await byRole(wd, 'link', name)
  await (await byRole(wd, 'link', 'Contact')).click()
  await expect.poll(() => here(wd)).toBe('/en/contact')
})

test('on a phone, the menu holds the search, which goes to the roster with the text', async ({ wd }) => {
  await wd.setWindowSize(390, 844)
  await open(wd, '/noticias')
  await (await byRole(wd, 'button', 'Menu')).click()
  const search = await field(wd, text('pt', 'common.search.label'))
  await typeInto(search, 'ana')
  await wd.keys('Enter')
  await expect.poll(() => here(wd)).toBe(`${rosterPath('pt')}?q=ana`)
})
