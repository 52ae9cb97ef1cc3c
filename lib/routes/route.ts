export type { Route, RouteOf, Screen } from './screens'
