import { fork, type ChildProcess } from 'node:child_process'
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { Connect, Plugin } from 'vite'

/** A demo photo's URL, as the seed writes it: the set and one of its files. */
const PHOTO_URL = /^\/images\/photos\/([a-z0-9-]+)\/(\d{1,4}x\d{1,4}\.(?:avif|jpg))$/

export interface DemoPhotosOptions {
  /** False: neither paint nor serve them (a test that starts the dev server for something else). */
  enabled?: boolean
  /**
   * The dev server's painter script (build/photos/paint-demo-photos.ts): a test gives a stand-in that
   * speaks the same messages and writes small files, so it tests the serving, not the painting.
   */
  painterScript?: string
  /** How long a request for a photo not yet painted waits for it before the illustration is sent instead. */
  waitMs?: number
}

const PAINTER_SCRIPT = path.join(import.meta.dirname, '../photos/paint-demo-photos.ts')

interface PainterMessage {
  painted?: string
}

/**
 * The sets a dev server still waits for, painted by a child process (build/photos/paint-demo-photos.ts)
 * at a lower priority, so the first start answers at once and the painting takes only what CPU
 * is left. A request for a set not yet painted moves it ahead of the sets no page asked for
 * (behind the first screens' and those asked for earlier) and waits for it a while.
 */
class BackgroundPainter {
  private readonly pending: Set<string>
  private readonly waiting = new Map<string, (() => void)[]>()
  private child: ChildProcess | undefined
  private failure: string | undefined

  constructor(
    private readonly script: string,
    private readonly publicDir: string,
    stale: string[],
    /** The home page's first screens' sets, first in `stale`: painted before any a page asks for. */
    private readonly firstScreens: string[],
    private readonly waitMs: number,
    private readonly log: (message: string) => void,
  ) {
    this.pending = new Set(stale)
  }

  start(): void {
    if (this.pending.size === 0 || this.child) return
    this.log(`painting ${this.pending.size} demo photo sets in public/images/photos in the background`)
    const child = fork(this.script, [this.publicDir, ...this.pending, '--first-screens', this.firstScreens.join(',')], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    this.child = child
    try {
      // Before the child has started a thread: every thread it starts inherits the priority.
      if (child.pid !== undefined) os.setPriority(child.pid, os.constants.priority.PRIORITY_BELOW_NORMAL)
    } catch {
      // The child lowers its own priority too.
    }
    child.on('message', (message: PainterMessage) => {
      if (message.painted === undefined) return
      this.pending.delete(message.painted)
      for (const resume of this.waiting.get(message.painted) ?? []) resume()
      this.waiting.delete(message.painted)
      if (this.pending.size === 0) this.log('demo photos painted')
    })
    child.on('error', (error) => this.log(`the demo photo painter: ${error.message}`))
    child.on('exit', (code, signal) => {
      this.child = undefined
      if (this.pending.size === 0) return
      this.failure = `the demo photo painter stopped (${signal ?? `exit code ${code}`}) with ${this.pending.size} sets unpainted; restart the dev server to paint them`
      this.log(this.failure)
      for (const resumes of this.waiting.values()) for (const resume of resumes) resume()
      this.waiting.clear()
    })
  }

  stop(): void {
    this.child?.kill()
  }

  /** Waits up to `ms` for `name` to be painted. */
  private async ready(name: string, ms: number): Promise<'painted' | 'painting' | 'failed'> {
    if (this.failure) return 'failed'
    if (!this.pending.has(name)) return 'painted'
    // A painter that has just died refuses the message; its exit handler reports that.
    if (this.child?.connected) this.child.send({ first: name }, () => undefined)
    let timer: NodeJS.Timeout | undefined
    await new Promise<void>((resolve) => {
      this.waiting.set(name, [...(this.waiting.get(name) ?? []), resolve])
      timer = setTimeout(resolve, ms)
    })
    clearTimeout(timer)
    return !this.pending.has(name) ? 'painted' : this.failure ? 'failed' : 'painting'
  }

  readonly middleware: Connect.NextHandleFunction = (req, res, next) => {
    const match = PHOTO_URL.exec(new URL(req.url ?? '/', 'http://dev').pathname)
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
    const [, name = '', file = ''] = match
    void this.ready(name, this.waitMs).then((state) => {
      const photo = path.join(this.publicDir, 'images/photos', name, file)
      const illustration = path.join(this.publicDir, 'images/articles', `${name}.svg`)
      if (state === 'failed') {
        res.statusCode = 503
        res.setHeader('Content-Type', 'text/plain; charset=utf-8')
        res.end(this.failure)
      } else if (state === 'painting' && existsSync(illustration)) {
        // Not painted within the wait: the illustration the set stands in for, never cached, so
        // the next view shows the photo. A longer wait would hold one of the browser's six
        // connections to the dev server, and the page's next module would queue behind it.
        send(req, res, illustration, 'image/svg+xml', 'no-store', next)
      } else if (!existsSync(photo)) {
        next()
      } else {
        // Served here, not by Vite's public middleware: that one knows only the files that were
        // there at start (or that its watcher, which skips this folder, has seen since).
        send(req, res, photo, file.endsWith('.jpg') ? 'image/jpeg' : 'image/avif', 'no-cache', next)
      }
    })
  }
}

/** The seed the local backend loads: which articles are newest, so whose photos come first. */
function readSeed(root: string): string {
  try {
    return readFileSync(path.join(root, 'supabase/seed.sql'), 'utf8')
  } catch {
    return ''
  }
}

function send(req: Connect.IncomingMessage, res: ServerResponse, file: string, type: string, cache: string, next: Connect.NextFunction) {
  res.setHeader('Content-Type', type)
  res.setHeader('Cache-Control', cache)
  if (req.method === 'HEAD') res.end()
  else createReadStream(file).on('error', next).pipe(res)
}

/**
 * Makes the demo photos (build/photos/demo-photos.ts). A build paints whatever is missing before
 * it copies public/ (the e2e stack, the benches and Lighthouse serve builds). The dev server does
 * not wait for them: it answers at once and paints them in the background once it listens; a
 * photo requested before its set is painted has it painted next, and waits for it a few seconds,
 * then gets the illustration it stands in for. Later runs find them in public/.
 */
export function demoPhotos({ enabled = true, painterScript = PAINTER_SCRIPT, waitMs = 3_000 }: DemoPhotosOptions = {}): Plugin {
  let command: 'build' | 'serve' = 'serve'
  let publicDir = ''
  return {
    name: 'demo-photos',
    config(config) {
      // 112 files arriving in public/ would each be a watcher event for nothing.
      if (!enabled || config.server?.watch === null) return
      return { server: { watch: { ignored: ['**/public/images/photos/**'] } } }
    },
    configResolved(config) {
      command = config.command
      publicDir = config.publicDir
    },
    async buildStart() {
      // Vite calls buildStart when a dev server starts too; that one paints in configureServer.
      if (!enabled || command !== 'build') return
      const { ensureDemoPhotos } = await import('../photos/demo-photos.ts')
      const made = await ensureDemoPhotos(publicDir)
      if (made > 0) this.info(`painted ${made} demo photo sets in public/images/photos`)
    },
    async configureServer(server) {
      if (!enabled) return
      const { firstScreenSets, firstScreensFirst, staleDemoPhotoSets } = await import('../photos/demo-photo-sets.ts')
      // The first screens' photos first, so the first page a newcomer sees is complete.
      const seed = readSeed(server.config.root)
      const stale = firstScreensFirst(staleDemoPhotoSets(publicDir), seed)
      const painter = new BackgroundPainter(painterScript, publicDir, stale, firstScreenSets(seed), waitMs, (message) => server.config.logger.info(`  ${message}`, { timestamp: true }))
      server.middlewares.use(painter.middleware)
      if (!server.httpServer) painter.start()
      else server.httpServer.once('listening', () => painter.start())
      server.httpServer?.once('close', () => painter.stop())
    },
  }
}
