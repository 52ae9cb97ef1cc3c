// WebKit with scripts off (issue 29's "Done when", MiniBrowser's --enable-javascript-markup=false): at a
// phone's and a desktop's width the menu opens and reaches every section, a phone searches from it, the
// roster filters and pages to every talent, the news pages to every post, the book shows every photo with
// the digitals and videos a link away, and a refused application comes back with every typed value and
// the field to fix named. The same as tests/shell/beforeScript, tests/roster/noscript,
// tests/profile/book and tests/forms/noscript do in Chromium, as few flows (each a fresh MiniBrowser).
import type { Profile } from '../../lib/schemas/snapshot'
import { site } from '../../lib/site'
import { watchUrl } from '../../lib/video'
import { arrived } from '../cms'
import { siteSnapshot } from '../fixtures'
import { applyPath, testPhotos, uniqueTag } from '../forms/forms'
import { profilePath } from '../profile/profile'
import { rosterPath, text } from '../roster/roster'
import { expected, profiles, shownName } from '../roster/talents'
import { sections } from '../shell/sections'
import { byRole, type El, expect, field, here, test, typeInto, type Wd } from './webkit'

test.use({ javaScript: false })

const step = 20
const phone = [390, 844] as const
const desktop = [1280, 800] as const

/** A name exactly, case aside (WebKit's accessible names carry the CSS text-transform). */
const literal = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const exactly = (name: string) => new RegExp(`^${literal(name)}$`, 'i')
/**
 * A select by its label: WebKit names a select (a pop-up button) by its label, then its chosen option
 * ("CABELO Qualquer"); its label's text holds the options' too ("CabeloQualquer…").
 */
const selectNamed = (name: string) =>
  new RegExp(`^(?:${literal(name)}|${literal(name.toUpperCase())})(?![a-zà-ÿ])`)

/**
 * Waits until the page at `path` (path and query) has loaded: the address shows as the next page starts
 * to load, its content a moment later.
 */
async function arrive(wd: Wd, path: string): Promise<void> {
  await expect
    .poll(() =>
      wd.execute(() => (document.readyState === 'complete' ? `${location.pathname}${location.search}` : '')),
    )
    .toBe(path)
}

/** The names on the roster's cards, in order. */
const cardNames = (wd: Wd) =>
  wd.execute(() =>
    [...document.querySelectorAll('main article')].map(
      (a) => a.querySelector('h2, h3')?.textContent?.trim() ?? '',
    ),
  )
const names = (talents: { name: string }[]) => talents.map((t) => t.name)

/** The roster's n-th card (from 0), in the page's order. */
async function nthCard(wd: Wd, n: number): Promise<El> {
  const found = await wd.execute((n: number) => document.querySelectorAll('main article')[n] ?? null, n)
  if (!found) throw new Error(`no card ${n + 1}`)
  return wd.$(found as unknown as El).getElement()
}

/** Whether at least half of an element shows in the window (and inside its scrolling strip, when given). */
const inView = (wd: Wd, el: El) =>
  wd.execute((el: HTMLElement) => {
    const box = el.getBoundingClientRect()
    const strip = el.parentElement?.classList.contains('strip')
      ? el.parentElement.getBoundingClientRect()
      : null
    const left = Math.max(box.left, 0, strip?.left ?? 0)
    const right = Math.min(box.right, innerWidth, strip?.right ?? innerWidth)
    const top = Math.max(box.top, 0)
    const bottom = Math.min(box.bottom, innerHeight)
    const shown = Math.max(0, right - left) * Math.max(0, bottom - top)
    return shown >= (box.width * box.height) / 2 && shown > 0
  }, el)

/** The header's menu button (exactly "Menu": the drawer's close button is "Fechar menu"). */
const menuTrigger = (wd: Wd) => byRole(wd, 'button', /^menu$/i)

/** The menu's every section is a visible link in it. */
async function expectEverySection(wd: Wd, locale: 'pt' | 'en') {
  const shown = await wd.execute(
    (paths: readonly string[]) =>
      paths.filter((path) => {
        const link = document.querySelector<HTMLElement>(`#site-menu a[href="${path}"]`)
        return link?.checkVisibility({ visibilityProperty: true }) ?? false
      }),
    sections[locale],
  )
  expect(shown).toEqual(sections[locale])
}

test('the menu opens at a desktop’s and a phone’s width, by pointer and keyboard, and reaches every section; a phone searches from it', async ({
  wd,
}) => {
  // A desktop, in English.
  await wd.setWindowSize(...desktop)
  await wd.url('/en')
  const menu = await wd.$('#site-menu').getElement()
  expect(await menu.isDisplayed()).toBe(false)
  await (await menuTrigger(wd)).click()
  await expect.poll(() => menu.isDisplayed()).toBe(true)
  await expectEverySection(wd, 'en')
  await wd.keys('Escape')
  await expect.poll(() => menu.isDisplayed()).toBe(false)
  // By keyboard: the trigger is a button.
  await wd.execute((el: HTMLElement) => el.focus(), await menuTrigger(wd))
  await wd.keys('Enter')
  await expect.poll(() => menu.isDisplayed()).toBe(true)
  await (await wd.$('#site-menu a[href="/en/about"]')).click()
  await arrive(wd, '/en/about')

  // A phone, in Portuguese: the drawer, with the search in it.
  await wd.setWindowSize(...phone)
  await wd.url('/sobre')
  // MiniBrowser's narrowest window is wider than 390 px (447 here): a phone's layout all the same.
  expect(await wd.execute(() => innerWidth)).toBeLessThan(480)
  await (await menuTrigger(wd)).click()
  const drawer = await wd.$('#site-menu').getElement()
  await expect.poll(() => drawer.isDisplayed()).toBe(true)
  await expectEverySection(wd, 'pt')
  const search = await field(wd, text('pt', 'common.search.label'), drawer)
  await typeInto(search, 'ana')
  await wd.keys('Enter')
  await arrive(wd, `${rosterPath('pt')}?q=ana`)
  expect(await cardNames(wd)).toEqual(names(expected({ q: 'ana' }).slice(0, step)))
})

/** On a phone the filters other than the letters fold under "Filter": opened when closed. */
async function openSheet(wd: Wd) {
  const details = await wd.$('details.roster-filters__more')
  const summary = await wd.$('summary.roster-filters__toggle')
  if ((await summary.isDisplayed()) && (await details.getAttribute('open')) === null) await summary.click()
}

/** Chooses an option of a filter's select, by its value, as a tap on the option does. */
async function choose(wd: Wd, label: string, value: string) {
  const select = await byRole(wd, 'combobox', selectNamed(label))
  await select.selectByAttribute('value', value)
  expect(await select.getValue()).toBe(value)
}

test('a phone’s roster filters by gender and hair, pages, clears, and reaches every talent of a board', async ({
  wd,
}) => {
  const t = (key: Parameters<typeof text>[1]) => text('pt', key)
  const board = rosterPath('pt', 'development')
  const all = expected({ category: 'development' })
  const women = expected({ category: 'development', gender: 'woman' })
  const brown = expected({ category: 'development', gender: 'woman', hair: 'Castanho' })
  expect(all.length, 'the board takes more than one page').toBeGreaterThan(step)
  expect(women.length, 'its women too').toBeGreaterThan(step)
  expect(brown.length, 'some of them brown-haired').toBeGreaterThan(0)
  await wd.setWindowSize(...phone)
  await wd.url(board)
  expect(await cardNames(wd)).toEqual(names(all.slice(0, step)))

  // Gender: a submit button in the folded sheet.
  await openSheet(wd)
  await (await byRole(wd, 'button', exactly(t('roster.women')))).click()
  await arrive(wd, `${board}?gender=woman`)
  expect(await cardNames(wd)).toEqual(names(women.slice(0, step)))
  // A filtered roster pages too, the new page landing on its first new card.
  await (await byRole(wd, 'link', exactly(t('roster.morePage')))).click()
  await arrive(wd, `${board}?gender=woman&page=2`)
  expect(new URL(await wd.getUrl()).hash).toBe(`#talent-${women[step]?.id}`)
  expect(await cardNames(wd)).toEqual(names(women))
  expect(await inView(wd, await nthCard(wd, step))).toBe(true)

  // Hair: a select sent with "Aplicar", keeping the gender.
  await openSheet(wd)
  expect(await (await byRole(wd, 'button', exactly(t('roster.women')))).getAttribute('aria-pressed')).toBe(
    'true',
  )
  await choose(wd, t('roster.hair'), 'brown')
  await (await byRole(wd, 'button', exactly(t('roster.apply')))).click()
  await arrive(wd, `${board}?gender=woman&hair=brown`)
  expect(await cardNames(wd)).toEqual(names(brown.slice(0, step)))

  // "Limpar filtros" clears them all; the board's every talent is a paging link away.
  await openSheet(wd)
  await (await byRole(wd, 'button', exactly(t('roster.clearFilters')))).click()
  await arrive(wd, board)
  expect(await cardNames(wd)).toEqual(names(all.slice(0, step)))
  let pages = 1
  while ((await wd.$$('main a[href*="page="]').length) > 0) {
    await (await byRole(wd, 'link', exactly(t('roster.morePage')))).click()
    pages++
    await arrive(wd, `${board}?page=${pages}`)
  }
  expect(pages).toBe(Math.ceil(all.length / step))
  expect(await cardNames(wd)).toEqual(names(all))
  // The last talent's card opens its profile.
  const last = all[all.length - 1]
  if (!last) throw new Error('The committed demo data has no development talent')
  await (await (await nthCard(wd, all.length - 1)).$('a[href]')).click()
  await expect.poll(() => here(wd)).toMatch(new RegExp(`^/modelos/[a-z]+/${last.id}/${last.slug}$`))
  expect(await (await byRole(wd, 'heading', exactly(shownName(last.name)))).isDisplayed()).toBe(true)
})

test('a desktop’s roster filters by letter and height, clears, and pages to every talent', async ({ wd }) => {
  const t = (key: Parameters<typeof text>[1]) => text('en', key)
  const roster = rosterPath('en')
  const all = expected({})
  const letter = 'A'
  const byLetter = expected({ letter })
  const tall = expected({ letter, minHeight: 170 })
  expect(tall.length, 'the demo has talents of 170 cm and up named with an A').toBeGreaterThan(0)
  expect(tall.length, 'and some under 170 cm').toBeLessThan(byLetter.length)
  await wd.setWindowSize(...desktop)
  await wd.url(roster)
  expect(await cardNames(wd)).toEqual(names(all.slice(0, step)))

  // A letter: a submit button; the sheet is open from 1024 px.
  await openSheet(wd)
  await (await byRole(wd, 'button', exactly(text('en', 'roster.letter', { letter })))).click()
  await arrive(wd, `${roster}?letter=${letter}`)
  expect(await cardNames(wd)).toEqual(names(byLetter.slice(0, step)))
  // Height: a select sent with "Apply", keeping the letter.
  await openSheet(wd)
  await choose(wd, t('roster.heightMin'), '170')
  await (await byRole(wd, 'button', exactly(t('roster.apply')))).click()
  await arrive(wd, `${roster}?letter=${letter}&height=170-`)
  expect(await cardNames(wd)).toEqual(names(tall.slice(0, step)))
  await openSheet(wd)
  await (await byRole(wd, 'button', exactly(t('roster.clearFilters')))).click()
  await arrive(wd, roster)

  // Every talent, a page at a time, each page landing on the first card it adds.
  let pages = 1
  while ((await wd.$$('main a[href*="page="]').length) > 0) {
    await (await byRole(wd, 'link', exactly(t('roster.morePage')))).click()
    pages++
    await arrive(wd, `${roster}?page=${pages}`)
    const first = all[(pages - 1) * step]
    expect(new URL(await wd.getUrl()).hash).toBe(`#talent-${first?.id}`)
    const card = await nthCard(wd, (pages - 1) * step)
    expect(await card.$('h2, h3').getText()).toMatch(exactly(first?.name ?? ''))
    expect(await inView(wd, card)).toBe(true)
  }
  expect(pages).toBe(Math.ceil(all.length / step))
  expect(await cardNames(wd)).toEqual(names(all))
})

test('the news pages to every post, each once, and a post beyond the first page opens', async ({ wd }) => {
  const t = (key: Parameters<typeof text>[1]) => text('pt', key)
  const posts = siteSnapshot().posts('pt')
  expect(posts.length, 'more than one page of posts').toBeGreaterThan(9)
  await wd.setWindowSize(...phone)
  await wd.url('/noticias')
  const seen: string[] = []
  for (;;) {
    seen.push(
      ...(await wd.execute(() =>
        [...document.querySelectorAll('main .post-card-title')].map((el) => el.textContent?.trim() ?? ''),
      )),
    )
    if ((await wd.$$('main a[rel="next"]').length) === 0) break
    const older = await byRole(wd, 'link', exactly(t('news.older')))
    const next = new URL((await older.getAttribute('href')) ?? '', 'http://x').pathname
    await older.click()
    await arrive(wd, next)
  }
  expect(seen.toSorted()).toEqual(posts.map((p) => p.title).toSorted())
  // The last page's last post opens.
  const lastTitle = seen[seen.length - 1] ?? ''
  const post = posts.find((p) => p.title === lastTitle)
  if (!post) throw new Error(`no post titled ${lastTitle}`)
  await (await wd.$(`main a[href="/noticias/${post.slug}"]`)).click()
  await arrive(wd, `/noticias/${post.slug}`)
  expect(await (await byRole(wd, 'heading', exactly(post.title))).isDisplayed()).toBe(true)
})

const full = profiles().find((p) => p.book.length >= 4 && p.snap.length > 0 && p.videos.length >= 2)

/** Brings every item of a strip into view, one by one, as a swipe or its scrollbar would; each shows its photo and number. */
async function expectEveryPhoto(wd: Wd, strip: El, images: Profile['book']) {
  const items = await strip.$$('figure').getElements()
  expect(items.length).toBe(images.length)
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as El
    // No page script runs: WebDriver's own script scrolls the page to the strip and the strip to the item.
    await wd.execute((el: HTMLElement) => {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      el.parentElement?.scrollTo({ left: el.offsetLeft })
    }, item)
    await expect.poll(() => inView(wd, item), `photo ${i + 1} in view`).toBe(true)
    const image = await item.$('img')
    expect(new URL((await image.getAttribute('src')) ?? '', 'http://x').pathname).toBe(
      new URL(images[i]?.src ?? '', 'http://site.test').pathname,
    )
    await expect
      .poll(() =>
        wd.execute((img: HTMLElement) => {
          const photo = img as HTMLImageElement
          return photo.complete && photo.naturalWidth > 0
        }, image),
      )
      .toBe(true)
    expect(await item.$('figcaption').getText()).toBe(`${i + 1} / ${images.length}`)
  }
}

for (const [locale, size] of [
  ['pt', phone],
  ['en', desktop],
] as const) {
  test(`${locale}, ${size[0]} px: the book shows every photo; digitals and videos are reached by their links; Back goes to the roster`, async ({
    wd,
  }) => {
    if (!full)
      throw new Error('The committed demo data has no profile with a book of 4+, digitals and two videos')
    const t = (key: Parameters<typeof text>[1]) => text(locale, key)
    await wd.setWindowSize(size[0], size[1])
    await wd.url(profilePath(full, locale))
    const book = await byRole(wd, 'region', exactly(t('profile.book')))
    await expectEveryPhoto(wd, book, full.book)

    const galleries = await byRole(wd, 'navigation', exactly(t('profile.galleries')))
    await (await byRole(wd, 'link', exactly(t('profile.snap')), galleries)).click()
    await expect.poll(() => wd.execute(() => location.hash)).toBe('#digitals')
    await expect.poll(() => book.isDisplayed()).toBe(false)
    await expectEveryPhoto(wd, await byRole(wd, 'region', exactly(t('profile.snap'))), full.snap)

    await (await byRole(wd, 'link', exactly(t('profile.videos')), galleries)).click()
    const videos = await byRole(wd, 'region', exactly(t('profile.videos')))
    const posters = await wd.execute(
      (strip: HTMLElement) => [...strip.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
      videos,
    )
    expect(posters).toEqual(full.videos.map((video) => watchUrl({ ...video, hash: video.hash ?? '' })))
    const links = await videos.$$('a[href]').getElements()
    for (let i = 0; i < links.length; i++) {
      expect(await (links[i] as El).getComputedLabel(), `video ${i + 1}`).toMatch(
        new RegExp(t('profile.playVideo'), 'i'),
      )
    }
    expect(await wd.$$('iframe').length).toBe(0)

    await (await byRole(wd, 'link', exactly(t('profile.back')))).click()
    await arrive(wd, rosterPath(locale, full.categories[0] ?? null))
  })
}

test('a refused application keeps every typed value and names the field; fixed, it arrives once', async ({
  wd,
  request,
}) => {
  const t = (key: Parameters<typeof text>[1], params?: Record<string, string>) => text('pt', key, params)
  const { png, jpeg } = await testPhotos()
  const email = `webkit.no-script.${uniqueTag()}@example.com`
  const form = async () => ({
    name: await field(wd, exactly(t('forms.beAModel.name'))),
    phone: await field(wd, exactly(t('forms.beAModel.phone'))),
    email: await field(wd, exactly(t('forms.beAModel.email'))),
    birthdate: await field(wd, exactly(t('forms.beAModel.birthdate'))),
    man: await byRole(wd, 'radio', exactly(t('forms.beAModel.genders.man'))),
    height: await byRole(wd, 'combobox', selectNamed(t('forms.beAModel.height'))),
    photos: async () => {
      await wd.$('input[type="file"][name="image_1"]').addValue(png.path)
      await wd.$('input[type="file"][name="image_2"]').addValue(jpeg.path)
    },
    consent: await byRole(wd, 'checkbox', t('privacy.consent.label', { site: site.name })),
    send: await byRole(wd, 'button', exactly(t('forms.send'))),
  })
  await wd.setWindowSize(...phone)
  await wd.url(applyPath('pt'))
  const typed = await form()
  await typed.height.selectByAttribute('value', '172/5.8')
  await typeInto(typed.name, 'Ana "Clara" <Souza>')
  await typeInto(typed.phone, '12') // the browser lets it through; the Worker refuses it
  await typeInto(typed.email, email)
  await typed.man.click()
  await typeInto(typed.birthdate, '1/3/2004')
  await typed.photos()
  await typed.consent.click()
  await typed.send.click()

  // Back as its page: the phone named, the photos to choose again, every typed value kept.
  const alerts = () =>
    wd.execute(() => [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent?.trim() ?? ''))
  const check = t('forms.plain.check', { fields: t('forms.beAModel.phone') })
  await expect.poll(async () => (await alerts()).some((a) => a.includes(check))).toBe(true)
  const again = t('forms.plain.chooseAgain', {
    photos: `${t('forms.beAModel.image_1')}${t('forms.plain.and')}${t('forms.beAModel.image_2')}`,
  })
  expect((await alerts()).some((a) => a.includes(again))).toBe(true)
  const refilled = await form()
  expect(await refilled.name.getValue()).toBe('Ana "Clara" <Souza>')
  expect(await refilled.phone.getValue()).toBe('12')
  expect(await refilled.phone.getAttribute('aria-invalid')).toBe('true')
  expect(await refilled.email.getValue()).toBe(email)
  expect(await refilled.man.isSelected()).toBe(true)
  expect(await refilled.birthdate.getValue()).toBe('1/3/2004')
  expect(await refilled.height.getValue()).toBe('172/5.8')
  expect(await refilled.consent.isSelected()).toBe(true)

  await typeInto(refilled.phone, '+55 11 98765-4321')
  await refilled.photos()
  await refilled.send.click()
  await expect.poll(() => wd.getUrl()).toMatch(new RegExp(`${applyPath('pt')}#apply-sent$`))
  const [entry, ...more] = await arrived(request, 'get-scouted', email)
  expect(more).toEqual([])
  expect(entry?.fields).toMatchObject({ birthdate: '01/03/2004', gender: 'man', height: '172/5.8' })
  expect(entry?.files.map((f) => f.sha256).sort()).toEqual([png.sha256, jpeg.sha256].sort())
})
