/**
 * Stamps `<html data-rendered-url>` with the page's path and query once Vike has hydrated it or finished a
 * client navigation to it: a public, observable "this page is interactive" signal (the end-to-end suite
 * waits for it, tests/fixtures.ts `waitForHydration`).
 */
export function markRendered(): void {
  document.documentElement.dataset.renderedUrl = `${location.pathname}${location.search}`
}
