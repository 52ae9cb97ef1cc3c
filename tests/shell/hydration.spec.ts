import { expect, isHydrationMismatch, test, waitForHydration } from '../fixtures'

// The fixture's hydration check, proven live: the prerendered HTML is altered on its way to the browser,
// so React's hydration meets markup its first render does not produce. React reports it (its
// onRecoverableError, renderer/+react.client.ts) and the fixture's filter sees the report; the test then
// takes those messages out of the fixture's list, or the fixture would (rightly) fail it.
const cases = [
  {
    what: 'an element the render does not produce',
    alter: (html: string) => html.replace(/(<main\b[^>]*>)/, '$1<section>stale</section>'),
  },
  {
    what: 'different text',
    alter: (html: string) => html.replace(/(<h1\b[^>]*>)[^<]+/, '$1Outro título'),
  },
]

for (const { what, alter } of cases) {
  test(`a hydration mismatch (${what}) is reported and fails the fixture's check`, async ({
    page,
    consoleMessages,
  }) => {
    await page.route('**/sobre', async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const altered = alter(html)
      expect(altered).not.toBe(html)
      await route.fulfill({ response, body: altered })
    })
    await page.goto('/sobre')
    await waitForHydration(page)
    await expect.poll(() => consoleMessages.filter(isHydrationMismatch)).not.toEqual([])
    expect(consoleMessages.find(isHydrationMismatch)).toMatch(/^Hydration error, recovered by rendering/)
    // React re-rendered the page on the client: the altered markup is gone.
    await expect(page.locator('main h1')).not.toHaveText('Outro título')
    await expect(page.locator('main > section', { hasText: 'stale' })).toHaveCount(0)
    consoleMessages.splice(
      0,
      consoleMessages.length,
      ...consoleMessages.filter((m) => !isHydrationMismatch(m)),
    )
  })
}
