import { expect, locales, localized, open, siteSnapshot, test } from '../fixtures'

for (const locale of locales) {
  const en = locale === 'en'
  test(`about (${locale}): title, three paragraphs, a slider with pagination and arrows`, async ({
    page,
  }) => {
    const slides = siteSnapshot()
      .slides()
      .slides.filter((s) => s.type === 'image')
    await open(page, localized(locale, '/sobre', '/en/about'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en ? 'About the agency' : 'Sobre a agência',
    )
    await expect(page.locator('.about-text p')).toHaveCount(3)
    const slider = page.getByRole('region', { name: en ? 'Photos of the agency' : 'Fotos da agência' })
    await expect(slider).toBeAttached()
    // The title and the text first, the slider after them.
    const top = (l: import('@playwright/test').Locator) => l.evaluate((e) => e.getBoundingClientRect().top)
    expect(await top(slider)).toBeGreaterThan(await top(page.locator('.about-text p').last()))
    await slider.scrollIntoViewIfNeeded()
    if (slides.length > 1) {
      const bullets = slider.locator('.swiper-pagination-bullet')
      await expect(bullets).toHaveCount(slides.length)
      // Each bullet is a target of at least 24 × 24 px (WCAG 2.5.8).
      for (const box of await bullets.evaluateAll((els) =>
        els.map((e) => ({ w: e.getBoundingClientRect().width, h: e.getBoundingClientRect().height })),
      )) {
        expect(box.w).toBeGreaterThanOrEqual(24)
        expect(box.h).toBeGreaterThanOrEqual(24)
      }
      await expect(bullets.first()).toHaveClass(/active/)
      await slider.getByRole('button', { name: en ? 'Next slide' : 'Próximo slide' }).click()
      await expect(bullets.nth(1)).toHaveClass(/active/)
      await expect(
        slider.getByRole('button', { name: en ? 'Previous slide' : 'Slide anterior' }),
      ).toBeVisible()
    }
    // Below 650 px the mobile image is the one shown; above it, the desktop one: a width of its ladder
    // (the same content hash: lib/media/imageAttrs.ts).
    const picture = (url: string | null | undefined) => /\/media\/([0-9a-f]{16})\./.exec(url ?? '')?.[1]
    const active = async () =>
      picture(
        await slider.locator('.swiper-slide-active img').evaluate((img: HTMLImageElement) => img.currentSrc),
      )
    expect(slides.map((s) => picture(s.desktop))).toContain(await active())
    if (slides.every((s) => s.mobile)) {
      await page.setViewportSize({ width: 390, height: 844 })
      await expect.poll(async () => slides.map((s) => picture(s.mobile)).includes(await active())).toBe(true)
    }
  })
}
