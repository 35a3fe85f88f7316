import { readdirSync, readFileSync } from 'node:fs'
import type { Pool } from 'pg'

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every Linux build used here). */
const TICKS_PER_SECOND = 100

/** utime + stime of a process, in ms, from /proc; 0 when it is gone. */
function processCpuMs(pid: number): { ppid: number; ms: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return { ppid: Number(fields[1]), ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND }
  } catch {
    return null
  }
}

/**
 * CPU time so far of this process (the local API runs in it, with the load clients) and of the
 * scratch PostgreSQL (the postmaster and every backend), in ms: what a phase costs the machine,
 * whatever else runs on it. Linux only; elsewhere the database's share reads 0.
 */
export async function cpuTimes(pool: Pool): Promise<{ node: number; postgres: number }> {
  const usage = process.cpuUsage()
  const backend = Number((await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid)
  const postmaster = processCpuMs(backend)?.ppid ?? -1
  let postgres = 0
  let pids: string[] = []
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    // not Linux
  }
  for (const name of pids) {
    const pid = Number(name)
    const cpu = processCpuMs(pid)
    if (cpu && (pid === postmaster || cpu.ppid === postmaster)) postgres += cpu.ms
  }
  return { node: (usage.user + usage.system) / 1000, postgres }
}
