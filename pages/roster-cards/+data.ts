// https://vike.dev/data
import { rosterFile } from '../../lib/snapshot/rosterFile.server'

/** Every talent of the snapshot, as the roster file lists them (the build's cards file keeps them beside their cards). */
export function data() {
  return { talents: rosterFile() }
}

export type Data = Awaited<ReturnType<typeof data>>
