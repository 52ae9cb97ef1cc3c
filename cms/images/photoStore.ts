import { createHash, randomBytes } from 'node:crypto'
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Files stored once by content (`<sha256>.jpg`) and an index from a name to its file (`index-<version>.json`).
 * Several processes may share the directory (test servers starting together): every file is written to a
 * temporary name and renamed, so a reader sees a whole file or none; two writers of the same name write the
 * same bytes. An index update lost to a concurrent writer costs one more rendering, never a wrong answer.
 */
export type PhotoStore = {
  /** Whether the name is stored, without reading its file. */
  has(name: string): Promise<boolean>
  get(name: string): Promise<Buffer | null>
  put(name: string, bytes: Buffer): Promise<void>
}

const writeWhole = async (path: string, bytes: Buffer | string) => {
  const temporary = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`
  await writeFile(temporary, bytes)
  await rename(temporary, path)
}

export const createPhotoStore = (dir: string, version: string): PhotoStore => {
  const indexPath = join(dir, `index-${version}.json`)
  let index: Record<string, string> = {}
  let writing = Promise.resolve()
  const ready = mkdir(dir, { recursive: true })

  const reload = async () => {
    try {
      index = { ...JSON.parse(await readFile(indexPath, 'utf8')), ...index }
    } catch {
      // No index yet (or one from a crash before the rename could not exist): start empty.
    }
  }

  const read = async (name: string) => {
    const sha = index[name]
    if (!sha) return null
    try {
      return await readFile(join(dir, `${sha}.jpg`))
    } catch {
      return null
    }
  }

  return {
    async has(name) {
      await ready
      if (!index[name]) await reload()
      const sha = index[name]
      return (
        sha !== undefined &&
        (await access(join(dir, `${sha}.jpg`)).then(
          () => true,
          () => false,
        ))
      )
    },
    async get(name) {
      await ready
      if (!index[name]) await reload()
      return read(name)
    },
    async put(name, bytes) {
      await ready
      const sha = createHash('sha256').update(bytes).digest('hex')
      await writeWhole(join(dir, `${sha}.jpg`), bytes)
      // One index write at a time in this process; each merges what other processes wrote meanwhile.
      writing = writing
        .catch(() => {})
        .then(async () => {
          await reload()
          index[name] = sha
          await writeWhole(indexPath, `${JSON.stringify(index, null, 1)}\n`)
        })
      await writing
    },
  }
}
