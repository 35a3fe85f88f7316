import { fork, type ChildProcess } from 'node:child_process'
import { createReadStream, existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Connect, Plugin } from 'vite'

/** A demo photo's URL, as the seed writes it: the set and one of its files. */
const PHOTO_URL = /^\/images\/photos\/([a-z0-9-]+)\/(\d{1,4}x\d{1,4}\.webp)$/

export interface DemoPhotosOptions {
  /** False: neither paint nor serve them (a test that starts the dev server for something else). */
  enabled?: boolean
  /**
   * The dev server's painter script (photos/paint-demo-photos.ts): a test gives a stand-in that
   * speaks the same messages and writes small files, so it tests the serving, not the painting.
   */
  painterScript?: string
}

const PAINTER_SCRIPT = path.join(import.meta.dirname, 'photos/paint-demo-photos.ts')

interface PainterMessage {
  painted?: string
}

/**
 * The sets a dev server still waits for, painted by a child process (photos/paint-demo-photos.ts)
 * at a lower priority, so the first start answers at once and the painting takes only what CPU
 * is left. A request for a set not yet painted moves it to the front and waits for it.
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
    private readonly log: (message: string) => void,
  ) {
    this.pending = new Set(stale)
  }

  start(): void {
    if (this.pending.size === 0 || this.child) return
    this.log(`painting ${this.pending.size} demo photo sets in public/images/photos in the background`)
    const child = fork(this.script, [this.publicDir, ...this.pending], {
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

  /** Resolves once `name` is painted, or its painting can no longer happen (then `failure` says why). */
  async ready(name: string): Promise<string | undefined> {
    if (!this.pending.has(name) || this.failure) return this.failure
    // A painter that has just died refuses the message; its exit handler reports that.
    if (this.child?.connected) this.child.send({ first: name }, () => undefined)
    await new Promise<void>((resolve) => this.waiting.set(name, [...(this.waiting.get(name) ?? []), resolve]))
    return this.pending.has(name) ? this.failure : undefined
  }

  readonly middleware: Connect.NextHandleFunction = (req, res, next) => {
    const match = PHOTO_URL.exec(new URL(req.url ?? '/', 'http://dev').pathname)
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
    const [, name = '', file = ''] = match
    void this.ready(name).then((failure) => {
      const filePath = path.join(this.publicDir, 'images/photos', name, file)
      if (failure) {
        res.statusCode = 503
        res.setHeader('Content-Type', 'text/plain; charset=utf-8')
        res.end(failure)
      } else if (!existsSync(filePath)) {
        next()
      } else {
        // Served here, not by Vite's public middleware: that one knows only the files that were
        // there at start (or that its watcher, which skips this folder, has seen since).
        res.setHeader('Content-Type', 'image/webp')
        res.setHeader('Cache-Control', 'no-cache')
        if (req.method === 'HEAD') res.end()
        else createReadStream(filePath).on('error', next).pipe(res)
      }
    })
  }
}

/**
 * Makes the demo photos (scripts/photos/demo-photos.ts). A build paints whatever is missing before
 * it copies public/ (the e2e stack, the benches and Lighthouse serve builds). The dev server does
 * not wait for them: it answers at once and paints them in the background once it listens, and a
 * photo requested before its set is painted waits for it. Later runs find them in public/.
 */
export function demoPhotos({ enabled = true, painterScript = PAINTER_SCRIPT }: DemoPhotosOptions = {}): Plugin {
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
      const { ensureDemoPhotos } = await import('./photos/demo-photos.ts')
      const made = await ensureDemoPhotos(publicDir)
      if (made > 0) this.info(`painted ${made} demo photo sets in public/images/photos`)
    },
    async configureServer(server) {
      if (!enabled) return
      const { staleDemoPhotoSets } = await import('./photos/demo-photo-sets.ts')
      const painter = new BackgroundPainter(painterScript, publicDir, staleDemoPhotoSets(publicDir), (message) => server.config.logger.info(`  ${message}`, { timestamp: true }))
      server.middlewares.use(painter.middleware)
      if (!server.httpServer) painter.start()
      else server.httpServer.once('listening', () => painter.start())
      server.httpServer?.once('close', () => painter.stop())
    },
  }
}
