import { site } from '../../lib/site'
import { instagramUrl, UpstreamError } from '../../lib/upstream'
import { whatsappNumber } from '../../lib/whatsapp'
import type { ReadContext, Reading } from './reading'

/**
 * The agency's social links (`GET /api/social-media`). An optional call: a failure (but a refused login)
 * costs the CMS's links, not the sync, and the site configuration is used.
 */
export async function readSocial(
  ctx: ReadContext,
): Promise<Reading<{ instagram: string; whatsapp?: string }>> {
  const warnings: string[] = []
  const answer = await ctx.upstream.socialMedia().catch((e: unknown) => {
    if (!(e instanceof UpstreamError) || e.kind === 'auth') throw e
    warnings.push(`warning: social links: ${e.message}; the site configuration is used`)
    return undefined
  })
  const link = answer?.instagram
  const instagram = instagramUrl(typeof link === 'string' ? link : link?.link)
  // The agency's WhatsApp where the platform gives one (kept as written; lib/whatsapp reads its number).
  const wa = answer?.whatsapp
  const whatsapp = typeof wa === 'string' ? wa : wa?.link
  const hasWhatsapp = whatsappNumber(whatsapp) !== null
  const detail =
    answer === null
      ? 'not answered (404): the site configuration is used'
      : answer === undefined
        ? 'not read: the site configuration is used'
        : instagram
          ? `instagram ${instagram}${hasWhatsapp ? `, whatsapp ${whatsapp}` : ''}`
          : 'none from the CMS: the site configuration is used'
  return {
    items: {
      instagram: instagram ?? site.instagram,
      ...(hasWhatsapp && whatsapp ? { whatsapp } : {}),
    },
    setAside: [],
    warnings,
    notes: [],
    count: (instagram ? 1 : 0) + (hasWhatsapp ? 1 : 0),
    detail,
  }
}
