import type { Plugin } from 'vite'
import { rosterEntry } from '../lib/roster/rosterEntry.ts'
import { readSnapshot } from '../lib/snapshot/readSnapshot.server.ts'

const id = 'virtual:roster'
const resolved = `\0${id}`

/** Every talent of the published snapshot (DATA_DIR or data/, validated) as the roster file lists it. */
function rosterFile(): unknown[] {
  const snapshot = readSnapshot()
  return snapshot.talents().map((t) => rosterEntry(t, snapshot.profile(t.id).measurements))
}

/**
 * `import('virtual:roster')`: the roster file as a module of its own, so Vite emits it as one hashed
 * chunk, fetched on demand and cached for good like any chunk. Read afresh from the snapshot by every
 * build and dev-server load.
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
