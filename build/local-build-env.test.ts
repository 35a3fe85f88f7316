import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { localBuildDefaults } from './local-build-env.ts'

const ANON = 'eyJhbGciOiJIUzI1NiJ9.local-demo-anon-key.signature'
let root: string
let api: Server
let port: number

beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'local-build-env-'))
  writeFileSync(path.join(root, '.env.development'), `VITE_SUPABASE_URL=http://127.0.0.1:54321\nVITE_SUPABASE_ANON_KEY=${ANON}\n`)
  // A stand-in for the local API's health check.
  api = createServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(req.url === '/health' ? '{"status":"ok"}' : '{}')
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  port = (api.address() as AddressInfo).port
})

afterEach(async () => {
  await new Promise((resolve) => api.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

describe('localBuildDefaults', () => {
  it('gives a production build with nothing set the local backend, when it answers', async () => {
    expect(await localBuildDefaults('production', root, { API_PORT: String(port) })).toEqual({
      VITE_SUPABASE_URL: `http://127.0.0.1:${port}`, VITE_SUPABASE_ANON_KEY: ANON,
    })
  })

  it('never for a build that sets either value, in the environment or a .env file', async () => {
    expect(await localBuildDefaults('production', root, { API_PORT: String(port), VITE_SUPABASE_URL: 'https://x.supabase.co' })).toBeNull()
    expect(await localBuildDefaults('production', root, { API_PORT: String(port), VITE_SUPABASE_ANON_KEY: 'k' })).toBeNull()
    writeFileSync(path.join(root, '.env.production'), 'VITE_SUPABASE_URL=https://x.supabase.co\n')
    expect(await localBuildDefaults('production', root, { API_PORT: String(port) })).toBeNull()
  })

  it('never when no local backend answers: the missing values still stop the build', async () => {
    await new Promise((resolve) => api.close(resolve))
    api = createServer()
    expect(await localBuildDefaults('production', root, { API_PORT: String(port) })).toBeNull()
  })
})
