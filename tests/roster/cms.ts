import { type APIRequestContext, expect } from '@playwright/test'

// The stand-in CMS of the run (`npm start` starts it on CMS_PORT), changed after the build to show that the
// pages follow the live data (cms/README.md, test routes).

export const cmsUrl = `http://127.0.0.1:${process.env.CMS_PORT ?? 8790}`

async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${cmsUrl}/api/signin`, {
    data: {
      salt: process.env.MF_SALT ?? 'demo-mf-salt',
      api_key: process.env.MF_API_KEY ?? 'demo-mf-api-key',
    },
  })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { access_token: string }).access_token
}

/** A talent as the CMS holds it (upstream shape, profile included). */
export async function upstreamTalent(
  request: APIRequestContext,
  id: number,
): Promise<Record<string, unknown>> {
  const res = await request.get(`${cmsUrl}/api/talent/profile?language=pt&id=${id}&cover2=1&skills=1`, {
    headers: { authorization: `Bearer ${await token(request)}` },
  })
  expect(res.ok()).toBe(true)
  return (await res.json()) as Record<string, unknown>
}

export async function putTalent(request: APIRequestContext, talent: Record<string, unknown>): Promise<void> {
  const res = await request.post(`${cmsUrl}/__talents`, { data: talent })
  expect(res.ok(), await res.text()).toBe(true)
}

export async function removeTalent(request: APIRequestContext, id: number): Promise<void> {
  await request.delete(`${cmsUrl}/__talents/${id}`)
}

/**
 * Waits until the Worker's live API shows what the CMS now holds (its answers are edge-cached for
 * LIVE_CACHE_SECONDS: 60 s by default, 5 s under the specs, playwright.config.ts).
 */
export async function untilLive(
  request: APIRequestContext,
  path: string,
  check: (status: number, body: unknown) => boolean,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get(path)
        return check(res.status(), res.ok() ? await res.json() : null)
      },
      { timeout: 75_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(true)
}
