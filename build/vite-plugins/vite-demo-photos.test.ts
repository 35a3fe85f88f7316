import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/dev/free-port.ts'
import { demoPhotos, type DemoPhotosOptions } from './vite-demo-photos.ts'

/**
 * The dev server's side of the demo photos, with a stand-in painter (the real one takes seconds of
 * CPU a set): it paints a set only when the server asks for it first, and writes a few bytes.
 */
const STAND_IN_PAINTER = `
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
const [publicDir] = process.argv.slice(2)
process.on('message', ({ first }) => {
  const folder = path.join(publicDir, 'images/photos', first)
  mkdirSync(folder, { recursive: true })
  for (const file of ['480x320.avif', '800x534.avif', '1200x800.avif', '1600x1067.avif']) writeFileSync(path.join(folder, file), 'painted ' + first + ' ' + file)
  process.send({ painted: first })
})
process.on('disconnect', () => process.exit(0))
`

/** A dev server's start and a child process's, on a machine shared with heavy work. */
const LOADED_MACHINE_MS = 180_000

let root: string
let server: ViteDevServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
  rmSync(root, { recursive: true, force: true })
})

async function start(options: (dir: string) => DemoPhotosOptions): Promise<string> {
  root = mkdtempSync(path.join(os.tmpdir(), 'vite-demo-photos-'))
  mkdirSync(path.join(root, 'public/images/articles'), { recursive: true })
  for (const name of ['sports-1', 'sports-2']) writeFileSync(path.join(root, 'public/images/articles', `${name}.svg`), '<svg/>')
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>home</title>')
  const port = await freePort()
  server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [demoPhotos(options(root))],
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
  })
  await server.listen()
  return `http://127.0.0.1:${port}`
}

describe('the demo photos on the dev server', () => {
  it('do not hold the site back: it answers while no set is painted, and a photo asked for is painted first and then served', async () => {
    const base = await start((dir) => {
      writeFileSync(path.join(dir, 'painter.mjs'), STAND_IN_PAINTER)
      // The stand-in's own start may take seconds on a busy machine: the photo waits for it.
      return { painterScript: path.join(dir, 'painter.mjs'), waitMs: LOADED_MACHINE_MS }
    })
    expect((await fetch(`${base}/`)).status).toBe(200)
    const photo = await fetch(`${base}/images/photos/sports-2/800x534.avif`)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/avif')
    expect(await photo.text()).toBe('painted sports-2 800x534.avif')
  }, LOADED_MACHINE_MS)

  it('not painted within the wait, are stood in for by their illustration, never cached', async () => {
    const base = await start((dir) => {
      writeFileSync(path.join(dir, 'painter.mjs'), "process.on('disconnect', () => process.exit(0)); setInterval(() => undefined, 1000)")
      return { painterScript: path.join(dir, 'painter.mjs'), waitMs: 200 }
    })
    const photo = await fetch(`${base}/images/photos/sports-1/1600x1067.avif`)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/svg+xml')
    expect(photo.headers.get('cache-control')).toBe('no-store')
    expect(await photo.text()).toBe('<svg/>')
  }, LOADED_MACHINE_MS)

  it('answer 503 with the reason when the painter stops before painting them', async () => {
    const base = await start((dir) => {
      writeFileSync(path.join(dir, 'painter.mjs'), 'process.exit(3)')
      // Long enough for the stand-in to start and exit on a busy machine, not to be stood in for.
      return { painterScript: path.join(dir, 'painter.mjs'), waitMs: LOADED_MACHINE_MS }
    })
    const photo = await fetch(`${base}/images/photos/sports-1/480x320.avif`)
    expect(photo.status).toBe(503)
    expect(await photo.text()).toMatch(/painter stopped \(exit code 3\) with 2 sets unpainted/)
  }, LOADED_MACHINE_MS)

  it('are left alone when turned off (DEMO_PHOTOS=off): nothing is painted or served', async () => {
    const base = await start(() => ({ enabled: false, painterScript: '/nonexistent/painter.mjs' }))
    const photo = await fetch(`${base}/images/photos/sports-1/480x320.avif`)
    expect(photo.headers.get('content-type')).not.toBe('image/avif')
  }, LOADED_MACHINE_MS)
})
