export {
  attributeQueryLists,
  createUpstream,
  type ReadOptions,
  type Upstream,
  type UpstreamConfig,
} from './createUpstream'
export { instagramUrl, mediaUrl } from './mediaUrl'
export {
  mediaKind,
  normalizeAttributes,
  normalizePost,
  normalizeProfile,
  normalizeSlide,
  normalizeTalent,
  notShown,
  type ReadAttributes,
} from './normalize'
export { keepEach, type Listed, RecordError, type Rejected, readEach } from './records'
export { type Api, type Credentials, memoryTokenStore, type TokenStore } from './tokens'
export { UpstreamError } from './UpstreamError'
