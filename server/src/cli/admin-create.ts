/**
 * npm run admin:create -- EMAIL PASSWORD
 *
 * Creates the user (or resets their password) and makes them an administrator. Works whether
 * or not the local backend is running: it talks to the running database if there is one,
 * otherwise it starts the embedded one for the occasion.
 */
import pg from 'pg'
import { configFromEnv } from '../config.ts'
import { openDatabase } from '../db/index.ts'
import { embeddedConnectionString, isPortInUse } from '../db/postgres.ts'
import { createAdminUser } from '../db/users.ts'

const [email, password] = process.argv.slice(2)
if (!email || !password) {
  console.error('usage: npm run admin:create -- EMAIL PASSWORD')
  process.exit(2)
}

const config = configFromEnv()
config.log = () => undefined

async function main(email: string, password: string): Promise<string> {
  const running = config.databaseUrl ? config.databaseUrl : (await isPortInUse(config.dbPort)) ? embeddedConnectionString(config.dbPort) : null
  if (running) {
    const pool = new pg.Pool({ connectionString: running, max: 1 })
    try {
      const { rows } = await pool.query<{ ready: boolean }>(`select to_regclass('public.admins') is not null as ready`)
      if (!rows[0]?.ready) throw new Error('the database has no public.admins table yet: start the backend once (npm start) so migrations run')
      const { id, created } = await createAdminUser(pool, email, password)
      return `${created ? 'created' : 'updated'} ${email} (${id}); administrator`
    } finally {
      await pool.end()
    }
  }
  const database = await openDatabase(config)
  try {
    const { id, created } = await createAdminUser(database.db.pool, email, password)
    return `${created ? 'created' : 'updated'} ${email} (${id}); administrator`
  } finally {
    await database.stop()
  }
}

main(email, password).then(
  (line) => {
    console.log(line)
    process.exit(0)
  },
  (error: Error) => {
    console.error(`admin:create failed: ${error.message}`)
    process.exit(1)
  },
)
