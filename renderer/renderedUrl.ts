/**
 * Stamps `<html data-rendered-url>` with the page's path and query once its content is hydrated or a
 * client navigation has rendered it (renderer/+Layout.tsx): a public, observable "this page is
 * interactive" signal; the end-to-end suite waits for it (tests/fixtures.ts `waitForHydration`).
 */
export function markRendered(): void {
  document.documentElement.dataset.renderedUrl = `${location.pathname}${location.search}`
}
