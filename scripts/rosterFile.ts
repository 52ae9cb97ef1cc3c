import type { Plugin } from 'vite'
import { readSnapshot } from '../lib/snapshot/readSnapshot.server.ts'
import { rosterFile } from '../lib/snapshot/rosterFile.server.ts'

const id = 'virtual:roster'
const resolved = `\0${id}`

/**
 * `import('virtual:roster')`: the roster file (lib/snapshot/rosterFile.server.ts) as a module of its own,
 * so Vite emits it as one hashed chunk, fetched on demand and cached for good, like any chunk. Read afresh
 * from the snapshot (DATA_DIR or data/) by every build and dev-server load.
 */
export function rosterFilePlugin(): Plugin {
  return {
    name: 'agency:roster-file',
    resolveId: (source) => (source === id ? resolved : undefined),
    load(module) {
      if (module !== resolved) return undefined
      // One string parsed by JSON.parse: faster for the browser than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(rosterFile(readSnapshot())))})`
    },
  }
}
