import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

/** The first lines of PostgreSQL's `postmaster.pid`: pid, data directory, start time, port. */
export interface PostmasterPidFile {
  pid: number
  dataDir: string
  port: number | null
}

export function parsePostmasterPid(text: string): PostmasterPidFile | null {
  const lines = text.split('\n')
  const pid = Number(lines[0]?.trim())
  if (!Number.isInteger(pid) || pid <= 1) return null
  const port = Number(lines[3]?.trim())
  return { pid, dataDir: lines[1]?.trim() ?? '', port: Number.isInteger(port) && port > 0 ? port : null }
}

/** State letter and parent pid from Linux's /proc/<pid>/stat; null elsewhere or when gone. */
export function parseProcStat(text: string): { state: string; ppid: number } | null {
  // "pid (comm) S ppid ...": comm may itself hold spaces and parentheses.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  const ppid = Number(fields[1])
  if (!fields[0] || !Number.isInteger(ppid)) return null
  return { state: fields[0], ppid }
}

function procStat(pid: number): { state: string; ppid: number } | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return null
  }
}

function procComm(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
  } catch {
    return null
  }
}

/** Is a process with this pid alive (a zombie is not)? EPERM means it exists under another user. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  return procStat(pid)?.state !== 'Z'
}

/** The file in which a local backend records its pid while it runs PostgreSQL on `dir`. */
export function ownerFile(dir: string): string {
  return path.join(dir, 'local-supabase.owner')
}

async function readOwner(dir: string): Promise<number | undefined> {
  try {
    const pid = Number((await fs.readFile(ownerFile(dir), 'utf8')).trim())
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

export async function recordOwner(dir: string): Promise<void> {
  await fs.writeFile(ownerFile(dir), `${process.pid}\n`)
}

export async function forgetOwner(dir: string): Promise<void> {
  await fs.rm(ownerFile(dir), { force: true })
}

/**
 * Does a live process still own this postmaster? On Linux its parent tells: a postmaster whose
 * backend was killed is re-parented (to init or a subreaper), so its parent is no longer the
 * recorded owner. Elsewhere, the recorded owner being alive has to do.
 */
function ownerAlive(postmasterPid: number, owner: number | undefined): number | null {
  const parent = procStat(postmasterPid)?.ppid
  if (parent !== undefined) {
    if (parent <= 1 || !isRunning(parent)) return null
    if (owner === undefined || parent === owner) return parent
    return null
  }
  return owner !== undefined && isRunning(owner) ? owner : null
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return !isRunning(pid)
}

/** Fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL, each given time to work. */
export async function stopPostmaster(pid: number, dir: string): Promise<void> {
  for (const [signal, wait] of [['SIGINT', 30_000], ['SIGQUIT', 5000], ['SIGKILL', 5000]] as const) {
    try {
      process.kill(pid, signal)
      process.kill(pid, 'SIGCONT')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ESRCH') return
      if (code === 'EPERM') {
        throw new Error(
          `PostgreSQL (pid ${pid}) is still running on ${dir} as another OS user, and this process may not stop it. Stop it (kill ${pid}) and start again.`,
          { cause: error },
        )
      }
      throw error
    }
    if (await waitForExit(pid, wait)) return
  }
  throw new Error(`PostgreSQL (pid ${pid}) on ${dir} did not stop, even after SIGKILL.`)
}

/**
 * A local backend that was killed (SIGKILL, a crashed terminal) leaves its PostgreSQL running,
 * holding the data directory and the port. Stop that one cleanly so this start can go on; refuse
 * when a live backend still owns it. Returns the pid that was stopped, if any.
 */
export async function clearStalePostmaster(dir: string, log: (line: string) => void): Promise<number | null> {
  let text: string
  try {
    text = await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8')
  } catch {
    return null
  }
  const lock = parsePostmasterPid(text)
  // A dead pid, or one now used by another program: PostgreSQL replaces such a file itself.
  if (!lock || !isRunning(lock.pid)) return null
  const comm = procComm(lock.pid)
  if (comm !== null && comm !== 'postgres') return null

  const owner = ownerAlive(lock.pid, await readOwner(dir))
  if (owner !== null) {
    throw new Error(
      `PostgreSQL (pid ${lock.pid}) is already running on ${dir} for a live process (pid ${owner}${owner === process.pid ? ', this one' : ''}): another local backend uses this data folder. Stop it first, or set DATA_DIR to another folder.`,
    )
  }
  log(`[db] PostgreSQL (pid ${lock.pid}${lock.port ? `, port ${lock.port}` : ''}) is still running on ${dir}, left behind by a local backend that is gone; stopping it`)
  await stopPostmaster(lock.pid, dir)
  log(`[db] stopped the stale PostgreSQL (pid ${lock.pid})`)
  return lock.pid
}
