import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { objectFilePath } from './names.ts'

/** Object bytes on disk: `<root>/<bucket>/<name>`, written via a temp file and a rename. */
export class FileStore {
  readonly tmpDir: string

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, '.tmp')
  }

  pathOf(bucket: string, name: string): string {
    return objectFilePath(this.root, bucket, name)
  }

  /** Writes bytes to a fresh temp file (outside every bucket folder) and returns its path. */
  async writeTemp(data: Buffer): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 })
    const tmp = path.join(this.tmpDir, `${randomUUID()}.part`)
    await writeFile(tmp, data, { flag: 'wx', mode: 0o600 })
    return tmp
  }

  /** Creates the folders an object needs; false if a path segment is already a file. */
  async prepare(bucket: string, name: string): Promise<boolean> {
    try {
      await mkdir(path.dirname(this.pathOf(bucket, name)), { recursive: true })
      return true
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOTDIR' || code === 'EEXIST') return false
      throw error
    }
  }

  /** Atomically moves a temp file into place (replacing an older version). */
  async commit(tmp: string, bucket: string, name: string): Promise<void> {
    await rename(tmp, this.pathOf(bucket, name))
  }

  async discard(tmp: string): Promise<void> {
    await rm(tmp, { force: true })
  }

  /** Removes an object's file and any folders it leaves empty inside its bucket. */
  async remove(bucket: string, name: string): Promise<void> {
    const file = this.pathOf(bucket, name)
    await rm(file, { force: true })
    const bucketDir = path.resolve(this.root, bucket)
    for (let dir = path.dirname(file); dir.startsWith(bucketDir + path.sep); dir = path.dirname(dir)) {
      try {
        await rmdir(dir)
      } catch {
        break
      }
    }
  }

  /** Size and a web stream of an object's bytes, or null when the file is missing. */
  async open(bucket: string, name: string): Promise<{ size: number; stream: () => ReadableStream } | null> {
    const file = this.pathOf(bucket, name)
    try {
      const info = await stat(file)
      if (!info.isFile()) return null
      return {
        size: info.size,
        stream: () => Readable.toWeb(createReadStream(file)) as unknown as ReadableStream,
      }
    } catch {
      return null
    }
  }
}
