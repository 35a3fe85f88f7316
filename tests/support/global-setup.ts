import type { TestProject } from 'vitest/node'
import { freePort } from '../../scripts/dev/free-port.ts'
import { startScratchBackend } from '../../scripts/dev/scratch-backend.ts'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../server/src/config.ts'

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
    /** The stack's mail catcher: web inbox and REST API (`/api/email`). */
    mailUrl: string
    mailSmtpPort: number
  }
}

// Other helpers run tests concurrently: ports are always free ones, never fixed.
export { freePort }

export default async function setup(project: TestProject) {
  const verbose = process.env.DEBUG_SERVER === '1'
  // Set by `npm run db:rehearse`: the suite runs against the database the Supabase CLI built.
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined
  const { api, config, dataDir, mail, stop } = await startScratchBackend('local-supabase-test-', verbose ? (line) => console.log(line) : () => undefined, { databaseUrl })
  project.provide('supabaseUrl', api.url)
  project.provide('anonKey', LOCAL_ANON_KEY)
  project.provide('serviceRoleKey', LOCAL_SERVICE_ROLE_KEY)
  project.provide('jwtSecret', LOCAL_JWT_SECRET)
  project.provide('databaseUrl', api.databaseUrl)
  project.provide('adminEmail', config.adminEmail)
  project.provide('adminPassword', config.adminPassword)
  project.provide('dataDir', dataDir)
  project.provide('mailUrl', mail.webUrl)
  project.provide('mailSmtpPort', mail.smtpPort)
  return stop
}
