import type { RunningCms } from '../cms/startCms.ts'
import type { Credentials } from '../lib/upstream/tokens'

/**
 * The stand-in CMS on a free port, signed in with the credentials the command read (`--demo` of
 * `npm run sync` and `npm run release`). Loaded only when asked for: a real sync never imports the stand-in.
 */
export async function startDemoCms(
  credentials: Credentials,
  log: (line: string) => void,
): Promise<RunningCms> {
  const { startCms } = await import('../cms/startCms.ts')
  const cms = await startCms({ port: 0, credentials })
  log(`stand-in CMS started at ${cms.url}`)
  return cms
}
