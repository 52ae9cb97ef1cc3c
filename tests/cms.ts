import { createHash } from 'node:crypto'
import { type APIRequestContext, expect } from '@playwright/test'
import type { Submission } from '../cms/createState'
import { type CmsTestClient, cmsTestClient, type FaultSpec, type TalentSpec } from '../cms/testClient'
import { DEMO_CMS_URL, demoCredentials } from '../lib/upstream/demo'

// The stand-in CMS of the run (`npm start` starts it on CMS_PORT), as the specs read and steer it through
// its test routes (cms/README.md): what reached it, the faults it is told to answer with, and talents
// changed after the build.

export const cmsUrl = process.env.CMS_PORT ? `http://127.0.0.1:${process.env.CMS_PORT}` : DEMO_CMS_URL

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A submission the stand-in CMS accepted (its inbox's type), with the sha256 of each file it received. */
export type InboxEntry = Submission & { fields: Record<string, string> }

/**
 * The stand-in's test-route client (cms/testClient.ts) through Playwright's request context, so the calls
 * show in the spec's trace.
 */
export function cmsTest(request: APIRequestContext): CmsTestClient {
  const viaRequest = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = await request.fetch(String(input), {
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      ...(typeof init.body === 'string' ? { data: init.body } : {}),
    })
    const body = answer.status() === 204 ? null : new Uint8Array(await answer.body())
    return new Response(body, { status: answer.status(), headers: answer.headers() })
  }) as typeof fetch
  return cmsTestClient(cmsUrl, viaRequest)
}

/** The stand-in CMS's record of accepted submissions (GET /__inbox). */
export async function inbox(request: APIRequestContext): Promise<InboxEntry[]> {
  return (await cmsTest(request).inbox()) as InboxEntry[]
}

/** What the stand-in CMS accepted of one kind with this email (each test sends a unique one). */
export async function received(
  request: APIRequestContext,
  kind: InboxEntry['kind'],
  email: string,
): Promise<InboxEntry[]> {
  return (await inbox(request)).filter((entry) => entry.kind === kind && entry.fields.email === email)
}

/**
 * The entries of one kind and email once `count` have arrived: submissions are stored and then delivered
 * from a queue (functions/deliveries), so they reach the CMS a moment after the visitor's success.
 */
export async function arrived(
  request: APIRequestContext,
  kind: InboxEntry['kind'],
  email: string,
  count = 1,
): Promise<InboxEntry[]> {
  await expect
    .poll(async () => (await received(request, kind, email)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count)
  return received(request, kind, email)
}

/** Makes the stand-in CMS fail (or slow down) its next requests under `path` (POST /__faults). */
export const fault = (request: APIRequestContext, spec: FaultSpec) => cmsTest(request).fault(spec)

/** Clears every fault the stand-in CMS was told to answer with (DELETE /__faults). */
export const clearFaults = (request: APIRequestContext) => cmsTest(request).clearFaults()

/** Adds or replaces a talent in the stand-in CMS (POST /__talents). */
export const putTalent = (request: APIRequestContext, talent: TalentSpec) =>
  cmsTest(request).putTalent(talent)

export async function removeTalent(request: APIRequestContext, id: number): Promise<void> {
  await cmsTest(request).removeTalent(id)
}

/** A talent as the CMS holds it (upstream shape, profile included), signed in as the run's account. */
export const upstreamTalent = (request: APIRequestContext, id: number) =>
  cmsTest(request).upstreamTalent(id, {
    mfSalt: process.env.MF_SALT ?? demoCredentials.mfSalt,
    mfApiKey: process.env.MF_API_KEY ?? demoCredentials.mfApiKey,
  })
