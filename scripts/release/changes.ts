// What a release changes, as staff read it: talents added, removed and changed (name, id, which fields),
// posts and slides added and removed, the manifest's problems; and the shrink guard's verdict.
import { isDeepStrictEqual } from 'node:util'
import { type Locale, locales } from '../../lib/i18n/locales'
import type { Manifest, Post, Profile, Slide, Slides, TalentSummary } from '../../lib/schemas/snapshot'
import { snapshotFiles } from '../../lib/schemas/snapshot'
import { problemLine } from '../../sync/problems'
import type { Bundle } from '../../sync/snapshotStore'

/** What a summary needs of one snapshot version. */
export type SnapshotView = {
  manifest: Manifest
  talents: TalentSummary[]
  profiles: Map<number, Profile>
  posts: Record<Locale, Post[]>
  slides: Slides
}

export function viewOf(bundle: Bundle): SnapshotView {
  const json = <T>(name: string, fallback: T): T => {
    const text = bundle.files.get(name)
    return text === undefined ? fallback : (JSON.parse(text) as T)
  }
  const talents = json<TalentSummary[]>(snapshotFiles.talents, [])
  const profiles = new Map<number, Profile>()
  for (const t of talents) {
    const profile = json<Profile | null>(snapshotFiles.profile(t.id), null)
    if (profile) profiles.set(t.id, profile)
  }
  return {
    manifest: bundle.manifest,
    talents,
    profiles,
    posts: Object.fromEntries(locales.map((l) => [l, json<Post[]>(snapshotFiles.posts(l), [])])) as Record<
      Locale,
      Post[]
    >,
    slides: json<Slides>(snapshotFiles.slides, { prehome: [], slides: [] }),
  }
}

type Named = { id: number; name: string }
export type TalentChange = Named & { fields: string[]; was?: string }
type Listed<T> = { added: T[]; removed: T[] }

export type Changes = {
  from: string | null
  to: string
  talents: Listed<Named> & { changed: TalentChange[]; before: number; after: number }
  posts: Record<Locale, Listed<{ id: number; title: string }> & { before: number; after: number }>
  slides: Record<keyof Slides, Listed<{ id: number; description: string | null }>>
  problems: Manifest['problems']
}

function added<T extends { id: number }>(before: T[], after: T[]): Listed<T> {
  const was = new Set(before.map((x) => x.id))
  const is = new Set(after.map((x) => x.id))
  return { added: after.filter((x) => !was.has(x.id)), removed: before.filter((x) => !is.has(x.id)) }
}

/** The fields of a talent (roster entry and profile) whose values differ. */
function changedFields(a: TalentSummary, b: TalentSummary, pa?: Profile, pb?: Profile): string[] {
  const before: Record<string, unknown> = { ...pa, ...a }
  const after: Record<string, unknown> = { ...pb, ...b }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return keys.filter((k) => !isDeepStrictEqual(before[k], after[k])).sort()
}

/** The changes from `before` (null: nothing published yet) to `after`. */
export function changesBetween(before: SnapshotView | null, after: SnapshotView): Changes {
  const prev = before?.talents ?? []
  const byId = new Map(prev.map((t) => [t.id, t]))
  const changed: TalentChange[] = []
  for (const t of after.talents) {
    const old = byId.get(t.id)
    if (!old || !before) continue
    const fields = changedFields(old, t, before.profiles.get(t.id), after.profiles.get(t.id))
    if (fields.length > 0)
      changed.push({ id: t.id, name: t.name, fields, ...(old.name !== t.name ? { was: old.name } : {}) })
  }
  const talentList = added(prev, after.talents)
  const name = ({ id, name }: Named) => ({ id, name })
  const post = ({ id, title }: Post) => ({ id, title })
  const slide = ({ id, description }: Slide) => ({ id, description })
  const slideList = (k: keyof Slides) => {
    const l = added(before?.slides[k] ?? [], after.slides[k])
    return { added: l.added.map(slide), removed: l.removed.map(slide) }
  }
  return {
    from: before?.manifest.version ?? null,
    to: after.manifest.version,
    talents: {
      added: talentList.added.map(name),
      removed: talentList.removed.map(name),
      changed,
      before: prev.length,
      after: after.talents.length,
    },
    posts: Object.fromEntries(
      locales.map((l) => {
        const list = added(before?.posts[l] ?? [], after.posts[l])
        return [
          l,
          {
            added: list.added.map(post),
            removed: list.removed.map(post),
            before: before?.posts[l].length ?? 0,
            after: after.posts[l].length,
          },
        ]
      }),
    ) as Changes['posts'],
    slides: { prehome: slideList('prehome'), slides: slideList('slides') },
    problems: after.manifest.problems,
  }
}

export type Guard = { ok: boolean; lines: string[] }

/**
 * The shrink guard: a release that removes more than `maxShare` of the published talents, or every post
 * of a language, is stopped (unless accepted). Nothing published yet: nothing to guard.
 */
export function shrinkGuard(c: Changes, maxShare: number): Guard {
  if (c.from === null) return { ok: true, lines: [] }
  const lines: string[] = []
  const removed = c.talents.removed.length
  const share = c.talents.before === 0 ? 0 : removed / c.talents.before
  const limit = `${formatShare(maxShare)} limit`
  if (share > maxShare) {
    lines.push(
      `removes ${removed} of the ${c.talents.before} published talents (${formatShare(share)}, above the ${limit}): ${c.talents.before} → ${c.talents.after}`,
    )
  }
  for (const l of locales) {
    const p = c.posts[l]
    if (p.before > 0 && p.after === 0) lines.push(`removes every post in ${l} (${p.before} published → 0)`)
  }
  return { ok: lines.length === 0, lines }
}

export const formatShare = (share: number) =>
  `${(share * 100).toFixed(share * 100 < 10 && share > 0 ? 1 : 0)} %`

const who = (t: Named) => `${t.name} (${t.id})`

/** The summary in Markdown: printed as is, and appended to $GITHUB_STEP_SUMMARY. */
export function formatChanges(c: Changes, maxShare: number | null): string[] {
  const out: string[] = []
  const t = c.talents
  if (c.from === null) {
    out.push(
      `First release into this store: nothing published to compare with. ${t.after} talents, ` +
        `${locales.map((l) => `${c.posts[l].after} posts in ${l}`).join(', ')}.`,
    )
  } else {
    out.push(
      `**Talents**: ${t.after} (was ${t.before}): ${t.added.length} added, ${t.removed.length} removed, ${t.changed.length} changed`,
    )
    for (const x of t.added) out.push(`- added: ${who(x)}`)
    for (const x of t.removed) out.push(`- removed: ${who(x)}`)
    for (const x of t.changed) {
      out.push(`- changed: ${who(x)}${x.was ? ` (was ${x.was})` : ''}: ${x.fields.join(', ')}`)
    }
    for (const l of locales) {
      const p = c.posts[l]
      out.push(
        '',
        `**Posts (${l})**: ${p.after} (was ${p.before}): ${p.added.length} added, ${p.removed.length} removed`,
      )
      for (const x of p.added) out.push(`- added: “${x.title}” (${x.id})`)
      for (const x of p.removed) out.push(`- removed: “${x.title}” (${x.id})`)
    }
    for (const [k, label] of [
      ['prehome', 'Home slides'],
      ['slides', 'About slides'],
    ] as const) {
      const s = c.slides[k]
      out.push('', `**${label}**: ${s.added.length} added, ${s.removed.length} removed`)
      for (const x of s.added) out.push(`- added: ${x.id}${x.description ? ` “${x.description}”` : ''}`)
      for (const x of s.removed) out.push(`- removed: ${x.id}${x.description ? ` “${x.description}”` : ''}`)
    }
    const share = t.before === 0 ? 0 : t.removed.length / t.before
    if (maxShare !== null)
      out.push(
        '',
        `**Shrink guard**: ${t.removed.length} of ${t.before} published talents removed (${formatShare(share)}; the limit is ${formatShare(maxShare)})`,
      )
  }
  out.push(
    '',
    c.problems.length === 0
      ? '**Problems**: none'
      : `**Problems**: ${c.problems.length} record(s) not published as the CMS has them`,
  )
  for (const p of c.problems) out.push(`- ${problemLine(p)}`)
  return out
}
