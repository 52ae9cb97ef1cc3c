import type { Slide } from '../schemas/snapshot'
import type { UpstreamSlide } from '../schemas/upstream'
import { parseVideo } from '../video'
import { mediaUrl } from './mediaUrl'
import { RecordError } from './records'
import { ignore, type Report, value } from './report'

/**
 * A slide. Throws a RecordError for one the site cannot show: a type other than image and video (the
 * platform's sliders show those two, webdesignmf/bxt_talent `components/CustomSlider.vue`), an image slide
 * without an image, a video slide with neither a provider video nor a file.
 */
export function normalizeSlide(
  s: UpstreamSlide,
  base: string,
  index: number,
  report: Report = ignore,
): Slide {
  const type = value(s.type)?.toLowerCase()
  if (type !== 'image' && type !== 'video') {
    throw new RecordError('type', `"${s.type ?? ''}" is not a slide type the site shows`)
  }
  const provider = value(s.video_provider)?.toLowerCase()
  const ref =
    s.video_id && (provider === 'youtube' || provider === 'vimeo') ? parseVideo(s.video_id, provider) : null
  if (s.video_id && !ref) report(`${index}.video_id`, `no ${provider ?? 'known'} video "${s.video_id}"`)
  const desktop = mediaUrl(s.url?.desktop, base)
  const mobile = mediaUrl(s.url?.mobile, base) ?? desktop
  if (type === 'image' && !mobile) throw new RecordError('url.desktop', 'an image slide without an image')
  if (type === 'video' && !ref && !mobile) throw new RecordError('video_id', 'a video slide without a video')
  return {
    id: s.id ?? index + 1,
    type,
    description: value(s.description),
    desktop,
    mobile,
    video: ref
      ? ref.hash
        ? { provider: ref.provider, id: ref.id, hash: ref.hash }
        : { provider: ref.provider, id: ref.id }
      : null,
  }
}
