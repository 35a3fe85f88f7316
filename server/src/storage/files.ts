import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises'
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

  /**
   * Writes bytes to a fresh temp file (outside every bucket folder) and returns its path. A
   * write that fails half-way (a full disk) removes what it wrote.
   */
  async writeTemp(data: Buffer): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 })
    const tmp = path.join(this.tmpDir, `${randomUUID()}.part`)
    try {
      await writeFile(tmp, data, { flag: 'wx', mode: 0o600 })
    } catch (error) {
      await rm(tmp, { force: true }).catch(() => undefined)
      throw error
    }
    return tmp
  }

  /** Removes temp files a previous run left behind (killed mid-upload); call before serving. */
  async clearTemp(): Promise<number> {
    let names: string[]
    try {
      names = await readdir(this.tmpDir)
    } catch {
      return 0
    }
    const parts = names.filter((n) => n.endsWith('.part'))
    await Promise.all(parts.map((n) => rm(path.join(this.tmpDir, n), { force: true })))
    return parts.length
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
        // node:stream/web's ReadableStream is the global one; only the type declarations differ.
        stream: () => Readable.toWeb(createReadStream(file)) as ReadableStream,
      }
    } catch {
      return null
    }
  }
}
