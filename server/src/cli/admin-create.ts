/**
 * npm run admin:create -- EMAIL PASSWORD [--role contributor|editor|admin]
 *
 * Creates the user (or resets their password) and makes them a member of the team with the role
 * (default admin; an existing member takes the role given). Works whether
 * or not the local backend is running: it talks to the running database if there is one,
 * otherwise it starts the embedded one for the occasion.
 */
import pg from 'pg'
import { configFromEnv } from '../config.ts'
import { openDatabase } from '../db/index.ts'
import { embeddedConnectionString, isPortInUse } from '../db/postgres.ts'
import { STAFF_ROLES, type StaffRole } from '../../../src/config/staff-roles.ts'
import { createAdminUser } from '../db/users.ts'

const args = process.argv.slice(2)
const positional: string[] = []
let roleArg = 'admin'
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i] ?? ''
  if (arg === '--role') roleArg = args[(i += 1)] ?? ''
  else if (arg.startsWith('--role=')) roleArg = arg.slice('--role='.length)
  else positional.push(arg)
}
const [email, password] = positional
const role = STAFF_ROLES.find((known) => known === roleArg)
if (!email || !password || !role) {
  console.error(`usage: npm run admin:create -- EMAIL PASSWORD [--role ${STAFF_ROLES.join('|')}]`)
  process.exit(2)
}

const config = configFromEnv()
config.log = () => undefined

async function main(email: string, password: string, role: StaffRole): Promise<string> {
  const running = config.databaseUrl ? config.databaseUrl : (await isPortInUse(config.dbPort)) ? embeddedConnectionString(config.dbPort) : null
  if (running) {
    const pool = new pg.Pool({ connectionString: running, max: 1 })
    try {
      const { rows } = await pool.query<{ ready: boolean }>(`select to_regclass('public.admins') is not null as ready`)
      if (!rows[0]?.ready) throw new Error('the database has no public.admins table yet: start the backend once (npm start) so migrations run')
      const { id, created } = await createAdminUser(pool, email, password, role)
      return `${created ? 'created' : 'updated'} ${email} (${id}); ${role}`
    } finally {
      await pool.end()
    }
  }
  const database = await openDatabase(config)
  try {
    const { id, created } = await createAdminUser(database.db.pool, email, password, role)
    return `${created ? 'created' : 'updated'} ${email} (${id}); ${role}`
  } finally {
    await database.stop()
  }
}

main(email, password, role).then(
  (line) => {
    console.log(line)
    process.exit(0)
  },
  (error: Error) => {
    console.error(`admin:create failed: ${error.message}`)
    process.exit(1)
  },
)
