import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { rosterEntry } from '../lib/roster/rosterEntry.ts'
import type { Profile, TalentSummary } from '../lib/schemas/snapshot.ts'

const id = 'virtual:roster'
const resolved = `\0${id}`

/** Every talent of the published snapshot as the roster file lists it (lib/roster/rosterEntry.ts). */
function rosterFile(): unknown[] {
  // The files as published (the pages' +data validate the same files with the snapshot reader).
  const dataDir = resolve(process.env.DATA_DIR ?? 'data')
  const read = <T>(file: string) => JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as T
  return read<TalentSummary[]>('talents.json').map((t) =>
    rosterEntry(t, read<Profile>(`profiles/${t.id}.json`).measurements),
  )
}

/**
 * `import('virtual:roster')`: the roster file as a module of its own, so Vite emits it as one hashed
 * chunk, fetched on demand and cached for good like any chunk. Read afresh from the snapshot (DATA_DIR or
 * data/) by every build and dev-server load.
 */
export function rosterFilePlugin(): Plugin {
  return {
    name: 'agency:roster-file',
    resolveId: (source) => (source === id ? resolved : undefined),
    load(module) {
      if (module !== resolved) return undefined
      // One string for JSON.parse: parsed faster by the browser than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(rosterFile()))})`
    },
  }
}
