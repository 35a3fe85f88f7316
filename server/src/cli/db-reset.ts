/**
 * npm run db:reset
 *
 * Deletes the embedded database and the stored objects under DATA_DIR (default .local/) and
 * builds them again: platform schema, migrations, seed, demo administrator. Refuses while the
 * local backend is running, so it never pulls the data out from under a live server.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { configFromEnv } from '../config.ts'
import { openDatabase, pgDataDir } from '../db/index.ts'
import { isPortInUse } from '../db/postgres.ts'

const config = configFromEnv()

async function main(): Promise<void> {
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: db:reset only rebuilds the embedded database. Reset that server with its own tools.')
  }
  if (await isPortInUse(config.port, config.host === '0.0.0.0' ? '127.0.0.1' : config.host)) {
    throw new Error(
      `the local API is running on port ${config.port}. Stop it first (Ctrl-C in the terminal running npm start), then run npm run db:reset again.`,
    )
  }
  if (await isPortInUse(config.dbPort)) {
    throw new Error(`something is listening on the database port ${config.dbPort} (a running local backend?). Stop it first.`)
  }
  const targets = [pgDataDir(config), path.join(config.dataDir, 'storage')]
  for (const target of targets) {
    await fs.rm(target, { recursive: true, force: true })
    console.log(`removed ${target}`)
  }
  const database = await openDatabase(config)
  await database.stop()
  console.log(`database rebuilt in ${config.dataDir}${database.seeded ? ` and seeded (admin: ${config.adminEmail})` : ''}`)
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`db:reset refused: ${error.message}`)
    process.exit(1)
  },
)
