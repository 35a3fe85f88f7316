/**
 * A local backend in its own process, as `npm start` runs it (node --import tsx
 * server/src/main.ts), on a data folder and ports of the caller's choosing: for tests and
 * benches that kill PostgreSQL or the API itself and watch what happens.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { projectRoot } from '../../server/src/config.ts'
import { waitFor } from './wait-for.ts'

export interface BackendProcess {
  child: ChildProcess
  url: string
  dataDir: string
  output: string[]
  exited: Promise<number | null>
  /** True while the API process runs. */
  alive(): boolean
  /** The pid in the data folder's postmaster.pid (the running PostgreSQL), if any. */
  postmasterPid(): number | null
  /** SIGTERM, and the exit code (SIGKILL after `ms`). */
  stop(ms?: number): Promise<number | null>
}

export function postmasterPidOf(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/** Spawns the API; resolves once /health answers 200 (or rejects with its output). */
export async function startBackendProcess(options: {
  dataDir: string
  apiPort: number
  dbPort: number
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
}): Promise<BackendProcess> {
  const backend = spawnBackend(options)
  try {
    await waitFor(() => `the API to start:\n${backend.output.join('')}`, async () => {
      if (!backend.alive()) throw new Error(`the API exited early:\n${backend.output.join('')}`)
      return (await httpStatus(`${backend.url}/health`)) === 200
    }, { timeoutMs: options.timeoutMs ?? 180_000, intervalMs: 200 })
  } catch (error) {
    await backend.stop(5000)
    throw error
  }
  return backend
}

/** Spawns the API without waiting for it (for starts that are meant to fail). */
export function spawnBackend(options: { dataDir: string; apiPort: number; dbPort: number; env?: NodeJS.ProcessEnv }): BackendProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(options.apiPort),
      DB_PORT: String(options.dbPort),
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const alive = () => child.exitCode === null && child.signalCode === null
  return {
    child,
    url: `http://127.0.0.1:${options.apiPort}`,
    dataDir: options.dataDir,
    output,
    exited,
    alive,
    postmasterPid: () => postmasterPidOf(options.dataDir),
    stop: async (ms = 60_000) => {
      if (!alive()) return child.exitCode
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), ms)
      const code = await exited
      clearTimeout(timer)
      return code
    },
  }
}

export interface Reply {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  ms: number
}

/**
 * One HTTP request on a fresh connection, optionally from a chosen local address: on Linux all
 * of 127.0.0.0/8 is loopback, so 127.0.0.2 and 127.0.0.3 are two different clients.
 */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string; timeoutMs?: number } = {},
): Promise<Reply> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString(), ms: performance.now() - started }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(options.timeoutMs ?? 60_000, () => req.destroy(new Error(`no answer within ${options.timeoutMs ?? 60_000} ms`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

async function httpStatus(url: string): Promise<number | null> {
  try {
    return (await request(url, { timeoutMs: 5000 })).status
  } catch {
    return null
  }
}
