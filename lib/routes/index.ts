export { type Resolution, resolvePath } from './resolvePath'
export { isPrintRoute, type Route, type Screen } from './route'
export {
  aliasesOf,
  compCardSegment,
  routeTable,
  type Section,
  sectionOfSegment,
  segmentOf,
} from './routeTable'
export { logicalPath, urlFor } from './urlFor'
