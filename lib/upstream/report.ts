// Upstream shapes to the snapshot's (lib/upstream/normalize*.ts). Shared by the sync (build time) and the
// Worker (live refresh), so a live profile is exactly what the build would have written. Every shape the
// evidence shows is accepted (cms/README.md); a value the site cannot use (an unknown gender, a third video
// provider, an image with no size) is skipped and told to `report` (field path, what was wrong), never a
// reason to drop the record. A record the site cannot show at all (a post without a title, an image slide
// without an image) throws a RecordError naming the field: the list reader (lib/upstream/records.ts) sets
// it aside and goes on.

/** Told about each value skipped: the field's path within the record (`gender`, `book.3`) and why. */
export type Report = (field: string, message: string) => void

export const ignore: Report = () => {}

/** Trimmed text, or null for null, absent or blank. */
export const value = (v: string | null | undefined) => (v?.trim() ? v.trim() : null)
