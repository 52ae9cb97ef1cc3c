export { type Resolution, resolvePath } from './resolvePath'
export type { Route, Screen } from './route'
export { aliasesOf, routeTable, type Section, sectionOfSegment, segmentOf } from './routeTable'
export { logicalPath, urlFor } from './urlFor'
