import { configFromEnv, LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from './config.ts'
import { signJwt } from './jwt.ts'
import { startLocalSupabase } from './server.ts'

try {
  const config = configFromEnv()
  const api = await startLocalSupabase(config)
  console.log(`Local Supabase API: ${api.url}`)
  const anonKey =
    config.jwtSecret === LOCAL_JWT_SECRET
      ? LOCAL_ANON_KEY
      : await signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, config.jwtSecret)
  console.log(`anon key: ${anonKey}`)

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received, stopping…`)
    api.stop().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`stop failed: ${error.message}`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
