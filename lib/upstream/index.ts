export {
  attributeQueryLists,
  createUpstream,
  type ReadOptions,
  type Upstream,
  type UpstreamConfig,
} from './createUpstream'
export { followersOf, instagramHandle } from './followers'
export { instagramUrl, mediaUrl } from './mediaUrl'
export { normalizeAttributes, type ReadAttributes } from './normalizeAttributes'
export { mediaKind, normalizePost } from './normalizePost'
export { normalizeSlide } from './normalizeSlide'
export { normalizeProfile, normalizeTalent, notShown } from './normalizeTalent'
export { keepEach, type Listed, RecordError, type Rejected, readEach } from './records'
export { type Api, type Credentials, memoryTokenStore, type TokenStore } from './tokens'
export { UpstreamError } from './UpstreamError'
