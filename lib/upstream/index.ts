export { createUpstream, type ReadOptions, type Upstream, type UpstreamConfig } from './createUpstream'
export { instagramUrl, mediaUrl } from './mediaUrl'
export {
  normalizeAttributes,
  normalizePost,
  normalizeProfile,
  normalizeSlide,
  normalizeTalent,
} from './normalize'
export { type Api, type Credentials, memoryTokenStore, type TokenStore } from './tokens'
export { UpstreamError } from './UpstreamError'
