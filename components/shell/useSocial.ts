import { usePageContext } from 'vike-react/usePageContext'
import type { Social } from '../../lib/schemas/snapshot'
import { agencyWhatsApp } from '../../lib/whatsapp'

declare global {
  namespace Vike {
    interface PageContext {
      /** The agency's social links (data/social.json), set by renderer/+onCreatePageContext.server. */
      social?: Social | null
    }
  }
}

/** The agency's social links, from the snapshot. */
export function useSocial(): Social {
  return usePageContext().social ?? { instagram: null }
}

/**
 * The agency's WhatsApp number while prerendering (the CMS's, else lib/site's setting): an island reads it
 * from its props, which the page fills from here.
 */
export function useWhatsApp(): string | null {
  return agencyWhatsApp(usePageContext().social)
}
