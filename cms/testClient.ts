import { type CmsConfig, demoCredentials } from './CmsEnv.ts'
import type { Fault, Submission } from './createState.ts'
import type { Dataset } from './dataset/rough.ts'

// The one client of the stand-in CMS's test routes (cms/README.md, "Test routes"), for the specs, the
// Worker's and the sync's unit tests, and the bench. `fetch` reaches the stand-in: over HTTP (the default),
// in the same process (`createCms(...).handle`), or through Playwright's request context.

/** What a fault may say; only the path is needed (cms/README.md, `/__faults`). */
export type FaultSpec = Partial<Fault> & { path: string }

/** A talent as `/__talents` takes it: the upstream shape, profile fields included. */
export type TalentSpec = Record<string, unknown>

export type CmsTestClient = ReturnType<typeof cmsTestClient>

export function cmsTestClient(origin: string, fetcher: typeof fetch = fetch) {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> => {
    const answer = await fetcher(`${origin}${path}`, {
      method,
      ...(body === undefined
        ? { headers }
        : { headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
    if (!answer.ok)
      throw new Error(
        `the stand-in CMS answered ${answer.status} to ${method} ${path}: ${await answer.text()}`,
      )
    return answer
  }
  const done = () => undefined
  return {
    origin,
    /** Submissions accepted, oldest first (GET /__inbox). */
    inbox: async () => (await (await call('GET', '/__inbox')).json()) as Submission[],
    clearInbox: () => call('DELETE', '/__inbox').then(done),
    /** The next `count` requests under `path` fail (or slow down) as told (POST /__faults). */
    fault: (spec: FaultSpec) => call('POST', '/__faults', spec).then(done),
    faults: async () => (await (await call('GET', '/__faults')).json()) as Fault[],
    clearFaults: () => call('DELETE', '/__faults').then(done),
    /** Requests received per path, test routes excluded (GET /__requests). */
    requests: async () => (await (await call('GET', '/__requests')).json()) as Record<string, number>,
    clearRequests: () => call('DELETE', '/__requests').then(done),
    /** Adds (as the newest) or replaces a talent (POST /__talents). */
    putTalent: (talent: TalentSpec) => call('POST', '/__talents', talent).then(done),
    /** Removes a talent; false when the stand-in has none of this id (DELETE /__talents/:id). */
    removeTalent: async (id: number) => (await fetcher(`${origin}/__talents/${id}`, { method: 'DELETE' })).ok,
    /** Puts back the data set (or switches it), the inbox and the faults; tokens stay (POST /__reset). */
    reset: (dataset?: Dataset) => call('POST', '/__reset', dataset ? { dataset } : undefined).then(done),
    /**
     * A talent as the CMS holds it (the upstream shape, profile included), read through the platform's own
     * API as the sync reads it, signed in with `credentials` (the demo account's by default).
     */
    upstreamTalent: async (
      id: number,
      credentials: Pick<CmsConfig['credentials'], 'mfSalt' | 'mfApiKey'> = demoCredentials,
    ): Promise<Record<string, unknown>> => {
      const signin = await call('POST', '/api/signin', {
        salt: credentials.mfSalt,
        api_key: credentials.mfApiKey,
      })
      const { access_token } = (await signin.json()) as { access_token: string }
      const profile = await call(
        'GET',
        `/api/talent/profile?language=pt&id=${id}&cover2=1&skills=1`,
        undefined,
        {
          authorization: `Bearer ${access_token}`,
        },
      )
      return (await profile.json()) as Record<string, unknown>
    },
    /** Every token issued expires now (POST /__tokens/expire). */
    expireTokens: () => call('POST', '/__tokens/expire').then(done),
  }
}
