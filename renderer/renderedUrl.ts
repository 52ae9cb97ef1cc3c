/**
 * Stamps `<html data-rendered-url>` with the page's path and query once the first script has started the
 * page's plain behaviours and its islands' listeners (components/islands/boot.ts), and again when the roster
 * moves the address to a filter choice: a public, observable "this page is ready" signal; the end-to-end
 * suite waits for it (tests/fixtures.ts `waitForHydration`).
 */
export function markRendered(): void {
  document.documentElement.dataset.renderedUrl = `${location.pathname}${location.search}`
}
