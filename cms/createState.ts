import { buildInstagram, type InstagramAccount } from './dataset/buildInstagram.ts'
import { buildPosts, type Language } from './dataset/buildPosts.ts'
import { buildSlides } from './dataset/buildSlides.ts'
import { buildTalents } from './dataset/buildTalents.ts'
import {
  type Dataset,
  type ProfileDiff,
  roughenPosts,
  roughenSlides,
  roughenTalents,
} from './dataset/rough.ts'
import type { Post, Profile, Slide } from './types.ts'

export type Api = 'integration' | 'panel'

export type Submission = {
  kind: 'contact' | 'get-scouted' | 'favorites'
  lang: string
  received_at: string
  /** The request's `Idempotency-Key` header, kept with the submission (null when it had none). */
  idempotency_key: string | null
  fields: Record<string, unknown>
  files: { field: string; filename: string; type: string; size: number; sha256: string }[]
}

export type Fault = {
  method: string | null
  path: string
  status: number | null
  delay_ms: number
  malformed: boolean
  count: number
}

/** A talent; `diff`: what its profile answer has other than its list entry (the rough data set). */
export type StoredTalent = { profile: Profile; created: number; diff?: ProfileDiff }

// Everything one instance remembers; /__reset puts back all of it but the tokens.
export type CmsState = {
  /** The data set the instance answers with (`CMS_DATASET`; `POST /__reset` may switch it). */
  dataset: Dataset
  talents: Map<number, StoredTalent>
  /** The Instagram accounts the platform knows, by handle (`GET /api/agency/instagram`). */
  instagram: Map<string, InstagramAccount>
  created: number
  posts: Record<Language, Post[]>
  slides: Record<string, Slide[]>
  inbox: Submission[]
  faults: Fault[]
  tokens: Map<string, { api: Api; expiresAt: number }>
  nextSubmissionId: number
  /** Requests received per path (test routes excluded), for tests that count upstream calls. */
  requests: Map<string, number>
  /** Submissions by `<kind> <Idempotency-Key>`: the answer once recorded, null while it is being handled. */
  idempotency: Map<string, { message: string; id: number } | null>
}

export const resetState = (state: CmsState, dataset: Dataset = state.dataset) => {
  state.dataset = dataset
  const talents: { profile: Profile; diff?: ProfileDiff }[] =
    dataset === 'rough' ? roughenTalents(buildTalents()) : buildTalents().map((profile) => ({ profile }))
  state.talents = new Map(
    talents.map(({ profile, diff }, index) => [
      profile.id,
      { profile, created: index, ...(diff ? { diff } : {}) },
    ]),
  )
  state.created = state.talents.size
  state.instagram = buildInstagram(
    talents.map(({ profile }) => profile),
    dataset,
  )
  state.posts = dataset === 'rough' ? roughenPosts(buildPosts()) : buildPosts()
  state.slides = dataset === 'rough' ? roughenSlides(buildSlides()) : buildSlides()
  state.inbox = []
  state.faults = []
  state.nextSubmissionId = 1
  state.requests = new Map()
  state.idempotency = new Map()
}

export const createState = (dataset: Dataset = 'demo'): CmsState => {
  const state: CmsState = {
    dataset,
    talents: new Map(),
    instagram: new Map(),
    created: 0,
    posts: { pt: [], en: [] },
    slides: {},
    inbox: [],
    faults: [],
    tokens: new Map(),
    nextSubmissionId: 1,
    requests: new Map(),
    idempotency: new Map(),
  }
  resetState(state)
  return state
}
