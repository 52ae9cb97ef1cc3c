// Stand-ins for the release's tests.
import type { WranglerRun } from '../../sync/storeBackends'

/** Records every wrangler call; `versions upload` answers a new version id and the preview URL. */
export function standInWrangler(previewUrl: () => string) {
  const calls: string[][] = []
  let uploads = 0
  const run: WranglerRun = async (args) => {
    calls.push(args)
    const entries =
      args[0] === 'versions' && args[1] === 'upload'
        ? [{ type: 'version-upload', version_id: `worker-${++uploads}`, preview_url: previewUrl() }]
        : []
    return { code: 0, stdout: '', stderr: '', entries }
  }
  return { run, calls, verbs: () => calls.map((c) => c.slice(0, 2).join(' ')) }
}

/** The error a step must fail with. */
export const failure = (step: Promise<unknown>): Promise<Error> =>
  step.then(
    () => {
      throw new Error('the step succeeded')
    },
    (e: unknown) => e as Error,
  )
