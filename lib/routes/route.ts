import type { Route } from './screens'

export type { Route, RouteOf, Screen } from './screens'

/** Print pages: no site header, footer or script (renderer/+Layout, +Head; print/comp-card/+config). */
export const isPrintRoute = (route: Route | null | undefined): boolean => route?.screen === 'compCard'
