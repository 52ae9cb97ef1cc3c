export { type Resolution, resolvePath } from './resolvePath'
export type { Route, Screen } from './route'
export { routeTable, type Section, sectionOfSegment, segmentOf } from './routeTable'
export { logicalPath, urlFor } from './urlFor'
