/**
 * A bad day for the backend: PostgreSQL killed or frozen under load, the API process killed.
 * Each case runs a backend in its own process (as npm start does) on a throwaway folder, so it
 * can be hurt without touching the shared test backend.
 */
import { readdirSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../server/src/config.ts'
import { embeddedConnectionString } from '../../server/src/db/postgres.ts'
import { isRunning, parseProcStat } from '../../server/src/db/stale-postmaster.ts'
import { request, spawnBackend, startBackendProcess, type BackendProcess, type Reply } from '../support/backend-process.ts'
import { freePort } from '../support/global-setup.ts'
import { waitFor } from '../support/wait-for.ts'

const anon = { apikey: LOCAL_ANON_KEY }
const service = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' }
const folders: string[] = []
const backends: BackendProcess[] = []

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'local-supabase-faults-'))
  folders.push(dir)
  return dir
}

afterAll(async () => {
  for (const b of backends) await b.stop(30_000)
  for (const dir of folders) await fs.rm(dir, { recursive: true, force: true })
})

/** The postmaster and every process it forked (PostgreSQL's children each run in their own session). */
function clusterPids(postmaster: number): number[] {
  const pids = [postmaster]
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (parseProcStat(readFileSync(`/proc/${entry}/stat`, 'utf8'))?.ppid === postmaster) pids.push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return pids
}

/**
 * Sends a signal to a process that may have exited meanwhile: a child listed by clusterPids can
 * end (or already be a zombie that the postmaster reaps once it runs again) before the signal.
 */
function signalIfRunning(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

/** How long until `check` holds (ms); fails at `ms`. */
async function waitUntil(what: string, check: () => Promise<boolean> | boolean, ms: number): Promise<number> {
  const started = Date.now()
  await waitFor(what, check, { timeoutMs: ms })
  return Date.now() - started
}

const get = (b: BackendProcess, p: string) => request(`${b.url}${p}`, { headers: anon, timeoutMs: 30_000 })

/** A PostgREST-shaped JSON error body. */
function expectPostgrestError(reply: Reply) {
  expect(reply.headers['content-type']).toContain('application/json')
  const body = JSON.parse(reply.text) as Record<string, unknown>
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
  return body
}

describe('a dying database', () => {
  let backend: BackendProcess
  let dbPort: number

  beforeAll(async () => {
    dbPort = await freePort()
    backend = await startBackendProcess({ dataDir: await tempDir(), apiPort: await freePort(), dbPort })
    backends.push(backend)
  }, 240_000)

  it('PostgreSQL killed under load: the API stays up, answers JSON 503s and serves again by itself', { timeout: 180_000 }, async () => {
    const replies: Reply[] = []
    const failures: Error[] = []
    const acknowledged: string[] = []
    let running = true
    let n = 0
    const worker = async () => {
      while (running) {
        const title = `fault-${process.pid}-${n++}`
        try {
          const read = await get(backend, '/rest/v1/rpc/latest_articles?max_rows=5')
          const write = await request(`${backend.url}/rest/v1/video_posts`, {
            method: 'POST',
            headers: service,
            body: JSON.stringify({ title, url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }),
            timeoutMs: 30_000,
          })
          replies.push(read, write)
          if (write.status === 201) acknowledged.push(title)
        } catch (error) {
          failures.push(error as Error)
        }
      }
    }
    const workers = Array.from({ length: 6 }, worker)
    await waitUntil('some writes before the kill', () => acknowledged.length > 5, 30_000)

    const killed = backend.postmasterPid()!
    process.kill(killed, 'SIGKILL')
    await waitUntil('a refused request', () => replies.some((r) => r.status === 503), 30_000)
    const recovery = await waitUntil(
      'PostgreSQL restarted and serving',
      async () => backend.postmasterPid() !== killed && (await get(backend, '/health').catch(() => null))?.status === 200,
      60_000,
    )
    const before = acknowledged.length
    await waitUntil('writes after the restart', () => acknowledged.length > before + 5, 30_000)
    running = false
    await Promise.all(workers)

    expect(backend.alive()).toBe(true)
    expect(failures).toEqual([])
    for (const reply of replies) expect([200, 201, 503], reply.text).toContain(reply.status)
    for (const refused of replies.filter((r) => r.status === 503)) {
      expect(expectPostgrestError(refused).code).toMatch(/^(PGRST00[01]|57P0\d|08...)$/)
    }
    expect(recovery).toBeLessThan(30_000)
    expect(backend.output.join('')).toContain('restarting it on the same data directory')

    // Every write the client saw acknowledged is in the table.
    const client = new pg.Client({ connectionString: embeddedConnectionString(dbPort) })
    await client.connect()
    try {
      const { rows } = await client.query<{ title: string }>('select title from public.video_posts where title = any($1)', [acknowledged])
      expect(rows.map((r) => r.title).sort()).toEqual([...acknowledged].sort())
    } finally {
      await client.end()
    }
  })

  it('PostgreSQL frozen (SIGSTOP): requests fail within seconds instead of hanging, and it recovers after SIGCONT', { timeout: 120_000 }, async () => {
    const postmaster = backend.postmasterPid()!
    const restarts = () => backend.output.join('').split('restarting it on the same data directory').length - 1
    const restartsBefore = restarts()
    let pids = [postmaster]
    let replies: Reply[]
    let afterwards: Reply
    let health: Reply
    try {
      // The postmaster first, so no child is forked unseen; it resumes last, so it cannot reap
      // (and free the pid of) a child that exited meanwhile before that child is continued.
      process.kill(postmaster, 'SIGSTOP')
      pids = clusterPids(postmaster)
      for (const pid of pids) signalIfRunning(pid, 'SIGSTOP')
      replies = await Promise.all(Array.from({ length: 8 }, () => get(backend, '/rest/v1/rpc/latest_articles?max_rows=1')))
      afterwards = await get(backend, '/rest/v1/rpc/latest_articles?max_rows=1')
      health = await get(backend, '/health')
    } finally {
      for (const pid of [...pids].reverse()) signalIfRunning(pid, 'SIGCONT')
    }
    for (const reply of replies) {
      expect([503, 504]).toContain(reply.status)
      expectPostgrestError(reply)
      expect(reply.ms).toBeLessThan(15_000)
    }
    // Once the freeze is known, requests are refused at once.
    expect(afterwards.status).toBe(503)
    expect(afterwards.ms).toBeLessThan(1000)
    expect(health.status).toBe(503)
    await waitUntil('serving after SIGCONT', async () => (await get(backend, '/rest/v1/rpc/latest_articles?max_rows=1')).status === 200, 30_000)
    expect(backend.alive()).toBe(true)
    // Frozen is not dead: the same postmaster serves again, none was started beside it.
    expect(backend.postmasterPid()).toBe(postmaster)
    expect(isRunning(postmaster)).toBe(true)
    expect(restarts()).toBe(restartsBefore)
  })

  it('a killed API leaves PostgreSQL running; the next start stops it and goes on with the same data', { timeout: 240_000 }, async () => {
    const count = async (b: BackendProcess) => {
      const reply = await request(`${b.url}/rest/v1/video_posts?select=id`, { method: 'HEAD', headers: { ...service, Prefer: 'count=exact' } })
      expect(reply.status).toBe(200)
      return reply.headers['content-range']
    }
    // Whatever the tests before did to it, the database serves before the API is killed.
    await waitUntil('serving before the kill', async () => (await get(backend, '/health').catch(() => null))?.status === 200, 60_000)
    const posts = await count(backend)
    expect(posts).toMatch(/^0-\d+\/\d+$/)
    const orphan = backend.postmasterPid()!
    backend.child.kill('SIGKILL')
    await backend.exited
    expect(isRunning(orphan)).toBe(true)

    const again = await startBackendProcess({ dataDir: backend.dataDir, apiPort: await freePort(), dbPort })
    backends.push(again)
    expect(again.output.join('')).toContain(`PostgreSQL (pid ${orphan}, port ${dbPort}) is still running`)
    expect(isRunning(orphan)).toBe(false)
    expect(again.postmasterPid()).not.toBe(orphan)
    expect(await count(again)).toBe(posts)
    expect(await again.stop()).toBe(0)
  })
})

describe('refusing to start', () => {
  it('names a database port held by another program', { timeout: 60_000 }, async () => {
    const squatter = net.createServer()
    const port = await freePort()
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve))
    try {
      const backend = spawnBackend({ dataDir: await tempDir(), apiPort: await freePort(), dbPort: port })
      expect(await backend.exited).toBe(1)
      expect(backend.output.join('')).toContain(`PostgreSQL port ${port} on 127.0.0.1 is held by another program`)
    } finally {
      squatter.close()
    }
  })

  it('refuses the public demo JWT secret on a non-loopback address', { timeout: 60_000 }, async () => {
    const backend = spawnBackend({ dataDir: await tempDir(), apiPort: await freePort(), dbPort: await freePort(), env: { API_HOST: '0.0.0.0' } })
    expect(await backend.exited).toBe(1)
    expect(backend.output.join('')).toContain('Refusing to listen on 0.0.0.0 with the public demo JWT secret')
  })
})
