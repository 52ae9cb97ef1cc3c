// https://vike.dev/react-setting (client side: the options of React's hydrateRoot()).
import type { Config } from 'vike/types'
import { reportRecoverableError } from './reportRecoverableError'

export default {
  hydrateRootOptions: { onRecoverableError: reportRecoverableError },
} satisfies Config['react']
