/**
 * The API process as `npm start` runs it (tsx server/src/main.ts): SIGTERM and SIGINT stop it
 * cleanly and take PostgreSQL down with it, and the data in its data folder (`.local/` by
 * default) survives a restart without being seeded again.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, projectRoot } from '../../server/src/config.ts'
import { isPortInUse } from '../../server/src/db/postgres.ts'
import { freePort } from '../support/global-setup.ts'
import { waitFor } from '../support/wait-for.ts'

const tsxCli = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs')

interface Running {
  child: ChildProcess
  url: string
  output: string[]
  exited: Promise<number | null>
}

const started: ChildProcess[] = []
let dataDir: string | undefined

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

async function startApi(dir: string, apiPort: number, dbPort: number): Promise<Running> {
  const child = spawn(process.execPath, [tsxCli, 'server/src/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, API_HOST: '127.0.0.1', API_PORT: String(apiPort), DB_PORT: String(dbPort), DATA_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  const output: string[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${apiPort}`
  await waitFor(() => `the API to start:\n${output.join('')}`, async () => {
    if (child.exitCode !== null) throw new Error(`the API exited early:\n${output.join('')}`)
    return fetch(`${url}/health`).then((r) => r.ok, () => false)
  }, { timeoutMs: 120_000, intervalMs: 200 })
  return { child, url, output, exited }
}

async function stopWith(api: Running, signal: NodeJS.Signals): Promise<number | null> {
  api.child.kill(signal)
  return Promise.race([
    api.exited,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no exit after ${signal}:\n${api.output.join('')}`)), 30_000)),
  ])
}

async function articleCount(url: string): Promise<number> {
  const res = await fetch(`${url}/rest/v1/rpc/article_total`, { headers: { apikey: LOCAL_ANON_KEY } })
  return Number(await res.json())
}

describe('API process lifecycle', () => {
  it('stops PostgreSQL on SIGTERM and SIGINT, and keeps the data across restarts', { timeout: 300_000 }, async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'local-supabase-lifecycle-'))
    const dbPort = await freePort()
    const pgDir = path.join(dataDir, 'pg')

    const first = await startApi(dataDir, await freePort(), dbPort)
    expect(first.output.join('')).toContain('initialised and started')
    const seeded = await articleCount(first.url)
    expect(seeded).toBeGreaterThan(0)
    const email = `kept-${Date.now()}@example.com`
    const insert = await fetch(`${first.url}/rest/v1/subscribers`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(insert.status).toBe(201)

    expect(await stopWith(first, 'SIGTERM')).toBe(0)
    expect(await isPortInUse(dbPort)).toBe(false)
    expect(existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(false)

    const second = await startApi(dataDir, await freePort(), dbPort)
    const log = second.output.join('')
    expect(log).toContain('[db] PostgreSQL started')
    expect(log).not.toContain('seeded')
    expect(await articleCount(second.url)).toBe(seeded)
    const kept = await fetch(`${second.url}/rest/v1/subscribers?select=email&email=eq.${encodeURIComponent(email)}`, {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY },
    })
    expect(await kept.json()).toEqual([{ email }])

    expect(await stopWith(second, 'SIGINT')).toBe(0)
    expect(await isPortInUse(dbPort)).toBe(false)
    expect(existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(false)
  })
})
