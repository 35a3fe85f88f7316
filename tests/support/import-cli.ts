import { execFile } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { inject } from 'vitest'
import { IMPORT_FIXTURES } from './import-files.ts'
import { makePng } from './images.ts'

const run = promisify(execFile)
const ROOT = path.resolve(import.meta.dirname, '../..')

/** `npm run import -- <args>` against the test stack, with its service key; answers stdout. */
export async function importCli(args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(process.execPath, ['--max-old-space-size=192', '--import', 'tsx', 'scripts/import/import-cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, SUPABASE_URL: inject('supabaseUrl'), SUPABASE_SERVICE_ROLE_KEY: inject('serviceRoleKey'), SITE_URL: 'http://127.0.0.1:5173', ...env },
    maxBuffer: 16 * 1024 * 1024,
    timeout: 120_000,
  })
  return stdout
}

/**
 * The old WordPress site, played by a local server: its uploads answer with a photo (except
 * `missing.jpg`, a 404), and the fixture's address is replaced by this server's in a copy of
 * the export, so images are fetched over HTTP as they would be from the real site.
 */
export async function oldWordpressSite(): Promise<{ file: string; origin: string; close: () => Promise<void> }> {
  const photo = makePng(1000, 600, [20, 90, 160])
  const server: Server = createServer((request, response) => {
    if (request.url?.includes('/wp-content/uploads/') && !request.url.includes('missing')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(photo)
    } else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  const origin = `http://127.0.0.1:${address.port}`
  const text = readFileSync(path.join(IMPORT_FIXTURES, 'wordpress.xml'), 'utf8').replaceAll('https://old-ledger.example', origin)
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'import-')), 'wordpress.xml')
  writeFileSync(file, text)
  return { file, origin, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
