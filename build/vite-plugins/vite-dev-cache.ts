import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readOwner(lock: string): number | undefined {
  try {
    return Number(readFileSync(lock, 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * A dependency cache folder (Vite's `cacheDir`) that no other running dev server uses:
 * node_modules/.vite/dev-1, dev-2, … each held by a lock file beside it naming the process that
 * holds it. Two dev servers in one checkout that share a cache re-optimise each other's
 * dependencies (504 "Outdated Optimize Dep", then a blank page); one per running instance avoids
 * that, and a folder whose holder has exited is taken over with its optimised dependencies still
 * in it, so the next start is warm. The lock goes when this process exits; one left by a killed
 * process names a dead pid and is taken over.
 */
export function claimDevCacheDir(root: string): string {
  const base = path.join(root, 'node_modules', '.vite')
  mkdirSync(base, { recursive: true })
  for (let slot = 1; ; slot++) {
    const dir = path.join(base, `dev-${slot}`)
    const lock = `${dir}.lock`
    for (;;) {
      // Written whole, then linked into place: a lock is never seen half written.
      const mine = `${lock}.${process.pid}`
      writeFileSync(mine, String(process.pid))
      try {
        linkSync(mine, lock)
        process.once('exit', () => {
          if (readOwner(lock) === process.pid) rmSync(lock, { force: true })
        })
        return dir
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      } finally {
        rmSync(mine, { force: true })
      }
      const owner = readOwner(lock)
      // Vite loads the config again when it restarts the server: the same process keeps its folder.
      if (owner === process.pid) return dir
      if (owner !== undefined && isAlive(owner)) break
      // Stale: moved aside (only one of two racing processes can move it), then claimed afresh.
      try {
        renameSync(lock, `${lock}.stale-${process.pid}`)
        rmSync(`${lock}.stale-${process.pid}`, { force: true })
      } catch {
        // Someone else moved it first: look again.
      }
    }
  }
}
