import { usePageContext } from 'vike-react/usePageContext'
import type { Social } from '../../lib/schemas/snapshot'

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
