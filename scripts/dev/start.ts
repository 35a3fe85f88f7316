/**
 * `npm start`: the local Supabase-compatible API (embedded PostgreSQL, seeded on first start),
 * the mail catcher every message goes to, and the Vite dev server, together. Ctrl-C stops them
 * all, and PostgreSQL with them.
 */
import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { configFromEnv, LOCAL_ANON_KEY } from '../../server/src/config.ts'
import { DEFAULT_MAIL_SMTP_PORT, DEFAULT_MAIL_WEB_PORT, startMailCatcher, type MailCatcher } from '../../server/src/mail/catcher.ts'
import { waitFor } from '../../tests/support/wait-for.ts'
import { bin, exitCode, runPrefixed } from './processes.ts'

const started = Date.now()
const api = configFromEnv()
const apiUrl = `http://${api.host}:${api.port}`
const webPort = Number(process.env.PORT ?? 5173)
const children: ChildProcess[] = []
const mailPorts = {
  smtpPort: Number(process.env.MAIL_SMTP_PORT ?? DEFAULT_MAIL_SMTP_PORT),
  webPort: Number(process.env.MAIL_WEB_PORT ?? DEFAULT_MAIL_WEB_PORT),
}
if (!Number.isInteger(mailPorts.smtpPort) || mailPorts.smtpPort < 1 || !Number.isInteger(mailPorts.webPort) || mailPorts.webPort < 1) {
  console.error('npm start: MAIL_SMTP_PORT and MAIL_WEB_PORT must be port numbers')
  process.exit(1)
}
let mail: MailCatcher | undefined

let stopping = false

async function stop(code: number) {
  if (stopping) return
  stopping = true
  // SIGTERM lets the API stop PostgreSQL; one that has not exited in time is killed, and the next
  // start stops the PostgreSQL it leaves behind.
  for (const child of children) child.kill('SIGTERM')
  const killer = setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }, 45_000)
  await Promise.all(children.map(exitCode))
  clearTimeout(killer)
  await mail?.stop()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0))
process.on('uncaughtException', (error) => {
  console.error(`npm start: ${error.stack ?? error.message}`)
  void stop(1)
})
process.on('unhandledRejection', (reason) => {
  console.error(`npm start: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`)
  void stop(1)
})

async function waitForApi(child: ChildProcess): Promise<void> {
  await waitFor(`the API answering on ${apiUrl}/health`, async () => {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} (see [api] lines above)`)
    // A refused connection: not listening yet.
    return (await fetch(`${apiUrl}/health`).catch(() => null))?.ok
  }, { timeoutMs: 180_000, intervalMs: 250 })
}

// Loaded with --import (no tsx launcher process in between), so the API's parent is this process
// and it can notice when this process is gone (STOP_WITH_PARENT).
const apiProcess = runPrefixed('api', ['--import', 'tsx', 'server/src/main.ts'], {
  ...process.env,
  STOP_WITH_PARENT: '1',
  // Unless SMTP_HOST points elsewhere, mail goes to the catcher above.
  ...(process.env.SMTP_HOST ? {} : { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailPorts.smtpPort) }),
})
children.push(apiProcess)
void exitCode(apiProcess).then((code) => {
  if (!stopping) void stop(code || 1)
})

// The dev server starts beside the API, not after it: it needs nothing from the API to start, and
// optimising the dependencies and warming the first page's modules then overlap PostgreSQL's start.
const webProcess = runPrefixed('web', [bin.vite, '--host', '127.0.0.1', '--port', String(webPort), '--strictPort'], {
  ...process.env,
  VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? apiUrl,
  VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
})
children.push(webProcess)
void exitCode(webProcess).then((code) => {
  if (!stopping) void stop(code || 1)
})

/** Resolves once the dev server answers the home page with 200: the banner's address then works. */
async function waitForSite(child: ChildProcess): Promise<void> {
  await waitFor(`the dev server answering http://127.0.0.1:${webPort}/`, async () => {
    if (child.exitCode !== null) throw new Error(`the dev server exited with code ${child.exitCode} (see [web] lines above)`)
    return (await fetch(`http://127.0.0.1:${webPort}/`).catch(() => null))?.status === 200
  }, { timeoutMs: 180_000 })
}

// Started beside the API and the dev server, not before them: maildev takes seconds to load, and
// nothing needs it until the first message is sent (the sender retries one it cannot deliver yet).
// Kept under the data folder, so the inbox survives a restart as the database does.
const mailStarting = startMailCatcher({ ...mailPorts, mailDir: path.join(api.dataDir, 'mail') }).then(
  (catcher) => (mail = catcher),
  (error: unknown) => {
    throw new Error(`the mail catcher could not start (${(error as Error).message}); set MAIL_SMTP_PORT and MAIL_WEB_PORT to free ports`)
  },
)

try {
  await Promise.all([waitForApi(apiProcess), waitForSite(webProcess), mailStarting])
} catch (error) {
  console.error(`npm start: ${(error as Error).message}`)
  await stop(1)
}

const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log(`
  The Daily Opinion is ready (in ${seconds}s)
  Site:      http://127.0.0.1:${webPort}
  Dashboard: http://127.0.0.1:${webPort}/admin/signin  (${api.adminEmail} / ${api.adminPassword})
  API:       ${apiUrl}
  Mail:      http://127.0.0.1:${mailPorts.webPort}  (every e-mail the site sends; SMTP on 127.0.0.1:${mailPorts.smtpPort})
  Ctrl-C stops everything.
`)
