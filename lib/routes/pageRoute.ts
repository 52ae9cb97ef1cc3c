import type { Route, RouteOf, Screen } from './screens'

/** What a page's hooks read of its pageContext: the route renderer/+onBeforeRoute resolved from the URL. */
type Routed = { readonly route: Route | null }

/** Whether the resolved route is one of `screen` (a type guard: the route's parameters come with it). */
export function isScreen<S extends Screen>(route: Route | null, screen: S): route is RouteOf<S> & Route {
  return route?.screen === screen
}

/**
 * A page's Vike route (its `+route.ts`, a route function): the page renders `screen`. The URL was already
 * resolved through the screen table (lib/routes/screens, the one place a screen's paths are written) by
 * renderer/+onBeforeRoute, so a page only names its screen.
 */
export const pageRoute =
  (screen: Screen) =>
  (pageContext: Routed): boolean =>
    isScreen(pageContext.route, screen)

/** The route of the page being rendered, as its screen's (a page's +data hook: its parameters, typed). */
export function routeOfPage<S extends Screen>(pageContext: Routed, screen: S): RouteOf<S> {
  const { route } = pageContext
  if (!isScreen(route, screen))
    throw new Error(`the page of ${screen} rendered ${route?.screen ?? 'no route'}`)
  return route
}
