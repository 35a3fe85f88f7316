import { configFromEnv, LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from './config.ts'
import { signJwt } from './jwt.ts'
import { startLocalSupabase, type LocalSupabase } from './server.ts'

let starting: Promise<LocalSupabase | undefined> = Promise.resolve(undefined)
let stopping = false

/** Every way out that can be caught stops PostgreSQL first, so no server is left running. */
function shutdown(why: string, code: number): void {
  if (stopping) return
  stopping = true
  console.error(`${why}, stopping…`)
  // If stopping itself hangs, leave anyway: the next start cleans up what is left.
  setTimeout(() => process.exit(code || 1), 60_000).unref()
  starting
    .then((api) => api?.stop())
    .then(
      () => process.exit(code),
      (error: Error) => {
        console.error(`stop failed: ${error.message}`)
        process.exit(1)
      },
    )
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(`${signal} received`, 0))
process.on('uncaughtException', (error) => shutdown(`uncaught error: ${error.stack ?? error.message}`, 1))
process.on('unhandledRejection', (reason) =>
  shutdown(`unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`, 1),
)
// When npm start is gone, writing to our output fails: that is a way out too.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => shutdown('output closed', 0))

// npm start asks for this: if it dies, even by SIGKILL, stop too instead of running on alone.
if (process.env.STOP_WITH_PARENT === '1') {
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) shutdown('the parent process is gone', 0)
  }, 1000).unref()
}

try {
  const config = configFromEnv()
  const pending = startLocalSupabase(config)
  starting = pending.catch(() => undefined)
  const api = await pending
  console.log(`Local Supabase API: ${api.url}`)
  const anonKey =
    config.jwtSecret === LOCAL_JWT_SECRET
      ? LOCAL_ANON_KEY
      : await signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, config.jwtSecret)
  console.log(`anon key: ${anonKey}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
