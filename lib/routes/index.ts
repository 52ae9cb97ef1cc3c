export { type Resolution, resolvePath } from './resolvePath'
export type { Route, RouteOf, Screen } from './route'
export {
  aliasesOf,
  compCardSegment,
  isSegmentOf,
  type MenuEntry,
  type MenuLink,
  menuLinks,
  type Section,
  screenNames,
  screens,
  sections,
  unbuiltSections,
} from './screens'
export { logicalPath, urlFor } from './urlFor'
