import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A disk that fills up half-way through the next write. */
const disk = vi.hoisted(() => ({ full: false }))
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>()
  return {
    ...fs,
    writeFile: async (file: string, data: Buffer, options: object) => {
      if (!disk.full) return fs.writeFile(file, data, options)
      await fs.writeFile(file, data.subarray(0, data.length / 2), options)
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
    },
  }
})

const { FileStore } = await import('./files.ts')

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'files-test-'))
  disk.full = false
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('FileStore temp files', () => {
  it('removes what a failed write left behind', async () => {
    const store = new FileStore(root)
    disk.full = true
    await expect(store.writeTemp(Buffer.alloc(1024, 1))).rejects.toThrow('ENOSPC')
    expect(await readdir(store.tmpDir)).toEqual([])
  })

  it('clears unfinished uploads of an earlier run, and only those', async () => {
    const store = new FileStore(root)
    const kept = await store.writeTemp(Buffer.from('x'))
    await writeFile(path.join(store.tmpDir, 'notes.txt'), 'keep')
    expect(await store.clearTemp()).toBe(1)
    expect(await readdir(store.tmpDir)).toEqual(['notes.txt'])
    expect(kept.endsWith('.part')).toBe(true)
    expect(await new FileStore(path.join(root, 'missing')).clearTemp()).toBe(0)
  })
})
