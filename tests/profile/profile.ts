import { expect, type Locator, type Page } from '@playwright/test'
import type { Profile, TalentSummary } from '../../lib/schemas/snapshot'
import { type Locale, open } from '../fixtures'

type Talent = Pick<TalentSummary, 'id' | 'slug' | 'categories'>

export function profilePath(talent: Talent, locale: Locale): string {
  const base = locale === 'pt' ? '/modelos' : '/en/models'
  return `${base}/${talent.categories[0]}/${talent.id}/${talent.slug}`
}

/** Opens a talent's profile at its canonical URL and waits for hydration. */
export async function openProfile(page: Page, talent: Talent, locale: Locale) {
  // No third-party player may load in a test (and the machine is offline): fail loudly instead.
  await page.route(/youtube|vimeo|ytimg/, (route) => route.abort())
  return open(page, profilePath(talent, locale))
}

/** The measurements as shown: label → value, in order (the profile's, not its hidden comp card's). */
export async function shownMeasurements(page: Page): Promise<[string, string][]> {
  return page
    .locator('main article.profile dl > div')
    .evaluateAll((items) =>
      items.map((item) => [
        item.querySelector('dt')?.textContent ?? '',
        item.querySelector('dd')?.textContent ?? '',
      ]),
    ) as Promise<[string, string][]>
}

/** The gallery's slides in order, each as the orientations of its images ('P' portrait or square, 'L'). */
export async function shownSlides(page: Page): Promise<string[]> {
  const panel = page.getByRole('tabpanel')
  return panel.locator('.swiper-slide').evaluateAll((slides) =>
    slides
      .map((slide) => ({
        index: Number(slide.getAttribute('data-swiper-slide-index') ?? 0),
        shape: [...slide.querySelectorAll('img')]
          .map((img) => (img.getAttribute('data-orientation') === 'landscape' ? 'L' : 'P'))
          .join(''),
      }))
      .sort((a, b) => a.index - b.index)
      .map((s) => s.shape),
  )
}

/** What the gallery should hold: landscapes alone, portraits (square included) paired in order. */
export function expectedSlides(images: Profile['book']): string[] {
  const shapes = images.map((i) => (i.width > i.height ? 'L' : 'P'))
  const slides: string[] = []
  for (let i = 0; i < shapes.length; i++) {
    if (shapes[i] === 'P' && shapes[i + 1] === 'P') {
      slides.push('PP')
      i++
    } else slides.push(shapes[i] as string)
  }
  return slides
}

export function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name, exact: true })
}

export async function expectNoPlayer(page: Page): Promise<void> {
  await expect(page.locator('iframe')).toHaveCount(0)
}

/** Waits until the visible slider has finished its transition (1000 ms). */
export async function sliderSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.querySelector('[role="tabpanel"]:not([hidden]) .swiper') as
      | (Element & { swiper?: { animating: boolean } })
      | null
    return el?.swiper !== undefined && !el.swiper.animating
  })
}
