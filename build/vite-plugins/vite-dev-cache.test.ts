import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { claimDevCacheDir } from './vite-dev-cache.ts'

/** A pid that is certainly not running: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(child.stdout.toString())
}

describe('claimDevCacheDir', () => {
  let root: string
  const base = () => path.join(root, 'node_modules', '.vite')

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'dev-cache-'))
  })
  afterEach(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('claims the first folder and keeps it when the same process asks again', () => {
    const dir = claimDevCacheDir(root)
    expect(dir).toBe(path.join(base(), 'dev-1'))
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    expect(claimDevCacheDir(root)).toBe(dir)
  })

  it('passes over a folder another running process holds', () => {
    claimDevCacheDir(root)
    // The parent (the test runner) is alive: its lock must be respected.
    writeFileSync(path.join(base(), 'dev-1.lock'), String(process.ppid))
    expect(claimDevCacheDir(root)).toBe(path.join(base(), 'dev-2'))
  })

  it('takes over a folder whose holder has exited', () => {
    claimDevCacheDir(root)
    writeFileSync(path.join(base(), 'dev-1.lock'), String(deadPid()))
    expect(claimDevCacheDir(root)).toBe(path.join(base(), 'dev-1'))
    expect(readFileSync(path.join(base(), 'dev-1.lock'), 'utf8')).toBe(String(process.pid))
    expect(existsSync(path.join(base(), `dev-1.lock.${process.pid}`))).toBe(false)
  })
})
