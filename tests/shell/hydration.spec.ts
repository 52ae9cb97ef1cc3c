import { expect, isHydrationMismatch, test, waitForHydration } from '../fixtures'

// The fixture's hydration check, proven live: an island's prerendered HTML is altered on its way to the
// browser, so React's hydration of that island (when the visitor reaches for it) meets markup its first
// render does not produce. React reports it (onRecoverableError, components/islands/hydrate.tsx) and the
// fixture's filter sees the report; the test then takes those messages out of the fixture's list, or the
// fixture would (rightly) fail it.
const cases = [
  {
    what: 'an element the render does not produce',
    alter: (html: string) =>
      html.replace(/(<form\b[^>]*action="\/api\/contact"[^>]*>)/, '$1<section>stale</section>'),
  },
  {
    what: 'different text',
    alter: (html: string) =>
      html.replace(/(action="\/api\/contact"[\s\S]*?<label\b[^>]*>)[^<]+/, '$1Outro rótulo'),
  },
]

for (const { what, alter } of cases) {
  test(`a hydration mismatch (${what}) is reported and fails the fixture's check`, async ({
    page,
    consoleMessages,
  }) => {
    await page.route('**/contato', async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const altered = alter(html)
      expect(altered).not.toBe(html)
      await route.fulfill({ response, body: altered })
    })
    await page.goto('/contato')
    await waitForHydration(page)
    // The island wakes on the first touch: the mismatch shows then.
    await page.locator('[data-island="contactForm"] textarea').focus()
    await expect.poll(() => consoleMessages.filter(isHydrationMismatch)).not.toEqual([])
    expect(consoleMessages.find(isHydrationMismatch)).toMatch(/^Hydration error, recovered by rendering/)
    // React rendered the island again on the client: the altered markup is gone.
    const form = page.locator('[data-island="contactForm"]')
    await expect(form.locator('label').first()).not.toHaveText('Outro rótulo')
    await expect(form.locator('section', { hasText: 'stale' })).toHaveCount(0)
    consoleMessages.splice(
      0,
      consoleMessages.length,
      ...consoleMessages.filter((m) => !isHydrationMismatch(m)),
    )
  })
}
