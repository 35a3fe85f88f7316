import { freePort } from '../../scripts/dev/free-port.ts'

/**
 * Where the end-to-end stack listens. Unless set, each port is a free one chosen by the first
 * process that loads this file (Playwright's runner) and handed down through the environment to
 * the stack and the workers: a fixed port inside the ephemeral range can be held by any outgoing
 * connection a moment earlier (CI once found 54332 taken right after the integration layer).
 */
async function port(name: 'E2E_WEB_PORT' | 'E2E_API_PORT' | 'E2E_DB_PORT' | 'E2E_MAIL_SMTP_PORT' | 'E2E_MAIL_WEB_PORT' | 'E2E_HOOK_PORT'): Promise<number> {
  process.env[name] ??= String(await freePort())
  return Number(process.env[name])
}

const webPort = await port('E2E_WEB_PORT')
const apiPort = await port('E2E_API_PORT')
const dbPort = await port('E2E_DB_PORT')
const mailSmtpPort = await port('E2E_MAIL_SMTP_PORT')
const mailWebPort = await port('E2E_MAIL_WEB_PORT')
const hookPort = await port('E2E_HOOK_PORT')

// The stack's deploy hook: the receiver the stack runs on this port for the whole run (always this
// one, never a real host's hook from the caller's environment; hook-receiver.ts), with the minute
// shortened.
process.env.DEPLOY_HOOK_URL = `http://127.0.0.1:${hookPort}/deploy-hook`
process.env.DEPLOY_HOOK_QUIET_MS = '1000'
process.env.DEPLOY_HOOK_INTERVAL_MS = '200'

/**
 * How many times a desk's wait a wait for the app gets: twice in CI, where the suite shares two
 * cores with the integration layer beside it (scripts/dev/test.ts) and with whatever else the
 * machine runs; a busy run there met pages and uploads taking over 10 s. The waits are not claims
 * about speed: the benches and the performance specs measure that, with bounds of their own.
 */
export const WAIT_SLACK = process.env.CI ? 2 : 1

export const E2E = {
  webPort,
  apiPort,
  dbPort,
  mailSmtpPort,
  mailWebPort,
  webUrl: `http://127.0.0.1:${webPort}`,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  /** The stack's mail catcher: web inbox and REST API (`/api/email`). */
  mailUrl: `http://127.0.0.1:${mailWebPort}`,
  hookPort,
  dbUrl: process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
  admin: {
    email: process.env.ADMIN_EMAIL ?? 'admin@example.com',
    password: process.env.ADMIN_PASSWORD ?? 'admin-password',
  },
} as const
