import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from '../../scripts/free-port.ts'
import { configFromEnv, LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../server/src/config.ts'
import { startLocalSupabase } from '../../server/src/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the throwaway local backend, for createClient. */
    supabaseUrl: string
    anonKey: string
    serviceRoleKey: string
    jwtSecret: string
    /** Owner (superuser) connection string of its database, for assertions. */
    databaseUrl: string
    adminEmail: string
    adminPassword: string
    /** Folder holding the throwaway data (PostgreSQL + stored objects). */
    dataDir: string
  }
}

// Other helpers run tests concurrently: ports are always free ones, never fixed.
export { freePort }

export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'local-supabase-test-'))
  const verbose = process.env.DEBUG_SERVER === '1'
  const base = configFromEnv({})
  const config = {
    ...base,
    host: '127.0.0.1',
    port: 0,
    dbPort: await freePort(),
    dataDir,
    databaseUrl: undefined,
    jwtSecret: LOCAL_JWT_SECRET,
    seed: true,
    log: verbose ? (line: string) => console.log(line) : () => undefined,
  }
  let api
  try {
    api = await startLocalSupabase(config)
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true })
    throw error
  }
  project.provide('supabaseUrl', api.url)
  project.provide('anonKey', LOCAL_ANON_KEY)
  project.provide('serviceRoleKey', LOCAL_SERVICE_ROLE_KEY)
  project.provide('jwtSecret', LOCAL_JWT_SECRET)
  project.provide('databaseUrl', api.databaseUrl)
  project.provide('adminEmail', config.adminEmail)
  project.provide('adminPassword', config.adminPassword)
  project.provide('dataDir', dataDir)

  return async () => {
    await api.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  }
}
