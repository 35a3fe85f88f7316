import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createServer, isFileLoadingAllowed, resolveConfig, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort } from '../../scripts/dev/free-port.ts'
import { privateDataDirs, requestedFiles, VITE_DEFAULT_DENY } from './vite-private-data.ts'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = path.join(root, '.local')
const pgDir = path.join(dataDir, 'pg')
const versionFile = path.join(pgDir, 'PG_VERSION')
const MARKER = '17 (fake, written by build/vite-plugins/vite-private-data.test.ts)\n'

/**
 * Writes a fake PG_VERSION when there is none and says what to undo. A real .local (a database
 * `npm start` uses, perhaps right now) is only read: afterwards the test removes just its own
 * file, and the folders only if they are still empty.
 */
async function fakeDatabaseFile(): Promise<() => Promise<void>> {
  if (existsSync(versionFile)) return async () => undefined
  const made = [dataDir, pgDir].filter((dir) => !existsSync(dir))
  await mkdir(pgDir, { recursive: true })
  await writeFile(versionFile, MARKER, { flag: 'wx' })
  return async () => {
    if ((await readFile(versionFile, 'utf8').catch(() => '')) === MARKER) await rm(versionFile)
    for (const dir of made.reverse()) await rmdir(dir).catch(() => undefined)
  }
}

/** Long enough for the dev server's start and first answers on a machine shared with heavy work. */
const LOADED_MACHINE_MS = 180_000

describe('privateDataDirs', () => {
  it('is .local/ in the checkout, and DATA_DIR too when set, resolved as the backend resolves it', () => {
    expect(privateDataDirs({})).toEqual([dataDir])
    expect(privateDataDirs({ DATA_DIR: 'db-data' })).toEqual([dataDir, path.resolve('db-data')])
  })
})

describe('requestedFiles', () => {
  it('decodes, normalises and reads /@fs/ and /@id/ paths both as root paths and as file system paths', () => {
    expect(requestedFiles('/%2elocal/pg/x?raw', '/r')).toContain('/r/.local/pg/x')
    expect(requestedFiles('/src/..%2F.local\\pg', '/r')).toContain('/r/.local/pg')
    expect(requestedFiles('/@fs/d/.local/pg/x', '/r')).toContain('/d/.local/pg/x')
    expect(requestedFiles('/@id//d/.local/pg/x', '/r')).toContain('/d/.local/pg/x')
    expect(requestedFiles('/%E0%A4%A', '/r')).toEqual([])
  })
})

it("repeats all of Vite's own server.fs.deny, which a configured list replaces", async () => {
  const viteDefaults = (await resolveConfig({ configFile: false, logLevel: 'silent' }, 'serve')).server.fs.deny
  expect(VITE_DEFAULT_DENY).toEqual(viteDefaults)
})

describe('the dev server (vite.config.ts)', () => {
  let server: ViteDevServer
  let base: string
  let undoFake: () => Promise<void> = async () => undefined

  beforeAll(async () => {
    undoFake = await fakeDatabaseFile()
    // The demo photos are not what this tests: without them the server starts in a second or
    // two, with nothing painting beside the test.
    vi.stubEnv('DEMO_PHOTOS', 'off')
    const port = await freePort()
    server = await createServer({
      configFile: path.join(root, 'vite.config.ts'),
      root,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
    })
    await server.listen()
    base = `http://127.0.0.1:${port}`
  }, LOADED_MACHINE_MS)

  afterAll(async () => {
    await server?.close()
    await undoFake()
    vi.unstubAllEnvs()
  })

  const status = async (url: string) => (await fetch(`${base}${url}`)).status

  // The first answers wait for Vite's dependency scan and first transforms: seconds, more on a
  // machine busy with other work.
  it('serves the app', async () => {
    expect(await status('/')).toBe(200)
    expect(await status('/src/main.tsx')).toBe(200)
  }, LOADED_MACHINE_MS)

  it("denies the data folder to Vite's own file loading (server.fs.deny), keeping its defaults", () => {
    expect(isFileLoadingAllowed(server.config, versionFile)).toBe(false)
    expect(isFileLoadingAllowed(server.config, path.join(root, '.env.development'))).toBe(false)
    expect(isFileLoadingAllowed(server.config, path.join(root, 'src/main.tsx'))).toBe(true)
  })

  it.each([
    '/.local/pg/PG_VERSION',
    '/.local/pg/PG_VERSION?raw',
    '/%2elocal/pg/PG_VERSION',
    '/.LOCAL/pg/PG_VERSION',
    `/@fs${versionFile}?raw`,
    `/@fs${versionFile}`,
    `/@fs${pgDir}/../pg/PG_VERSION?import`,
    '/.local/',
  ])('does not serve the local data directory: %s', async (url) => {
    expect(await status(url)).not.toBe(200)
  })
})
