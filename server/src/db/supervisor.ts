import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

const READY = 'database system is ready to accept connections'
/** Pauses between restart attempts; the last one repeats. */
const RESTART_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000]

export interface SupervisorOptions {
  command: string
  args: string[]
  spawnOptions: SpawnOptions
  log: (line: string) => void
  /** Called once per unexpected exit, before the restart begins. */
  onUnexpectedExit?: (reason: string) => void
  /** Longest wait for "ready to accept connections" (crash recovery replays WAL first). */
  readyTimeoutMs?: number
}

interface Running {
  child: ChildProcess
  exited: Promise<void>
}

/**
 * Runs the postmaster and keeps it running: when it exits without being asked to (killed, out
 * of memory, a crash), it is started again on the same data directory, where PostgreSQL runs
 * its crash recovery, and the connection pools find it again by themselves.
 */
export class PostmasterSupervisor {
  private current: Running | undefined
  private stopping = false
  private restarting: Promise<void> | undefined
  private output = ''

  constructor(private readonly options: SupervisorOptions) {}

  get pid(): number | undefined {
    return this.current?.child.pid
  }

  /** The last lines PostgreSQL wrote, for error messages. */
  tail(lines = 8): string {
    return this.output.trim().split('\n').slice(-lines).join('\n')
  }

  async start(): Promise<void> {
    this.current = await this.launch()
  }

  private remember(chunk: string): void {
    this.output = (this.output + chunk).slice(-8192)
  }

  private launch(): Promise<Running> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.options.command, this.options.args, {
        ...this.options.spawnOptions,
        // Its own process group: a Ctrl-C in the terminal reaches the API, which then closes its
        // connections and stops PostgreSQL in order, instead of both racing each other.
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      let ready = false
      const exited = new Promise<void>((done) => {
        child.once('exit', (code, signal) => {
          done()
          if (!ready) {
            clearTimeout(timer)
            reject(new Error(`PostgreSQL exited (${signal ?? `code ${code}`}) before it was ready\n${this.tail()}`))
          } else {
            this.exitedOnItsOwn(child, signal ?? `code ${code}`)
          }
        })
      })
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
      }, this.options.readyTimeoutMs ?? 120_000)
      child.once('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
      const seen = { text: '' }
      child.stderr.setEncoding('utf8')
      child.stderr.on('data', (chunk: string) => {
        this.remember(chunk)
        if (ready) return
        seen.text = (seen.text + chunk).slice(-READY.length * 4)
        if (seen.text.includes(READY)) {
          ready = true
          clearTimeout(timer)
          resolve({ child, exited })
        }
      })
    })
  }

  private exitedOnItsOwn(child: ChildProcess, how: string): void {
    if (this.stopping || this.current?.child !== child) return
    this.current = undefined
    const reason = `PostgreSQL (pid ${child.pid}) exited unexpectedly (${how})`
    this.options.log(`[db] ${reason}; restarting it on the same data directory`)
    this.options.onUnexpectedExit?.(reason)
    this.restarting = this.restart()
  }

  private async restart(): Promise<void> {
    const began = Date.now()
    for (let attempt = 0; !this.stopping; attempt++) {
      try {
        const running = await this.launch()
        if (this.stopping) {
          await terminate(running)
          return
        }
        this.current = running
        this.options.log(`[db] PostgreSQL restarted (pid ${running.child.pid}) ${Date.now() - began} ms after it went away`)
        return
      } catch (error) {
        const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]
        const why = (error as Error).message.split('\n').filter(Boolean).at(-1) ?? 'unknown error'
        this.options.log(`[db] PostgreSQL restart attempt ${attempt + 1} failed (${why}); next in ${delay} ms`)
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    }
  }

  /** Stops PostgreSQL (fast shutdown) and any restart under way. */
  async stop(): Promise<void> {
    this.stopping = true
    if (this.current) await terminate(this.current)
    await this.restarting
    this.current = undefined
  }

  /** Synchronous last resort for process 'exit': ask PostgreSQL to shut down by itself. */
  killNow(): void {
    const child = this.current?.child
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT')
  }
}

async function terminate(running: Running): Promise<void> {
  const { child, exited } = running
  if (child.exitCode !== null || child.signalCode !== null) return
  for (const [signal, ms] of [['SIGINT', 30_000], ['SIGQUIT', 5000], ['SIGKILL', 5000]] as const) {
    child.kill(signal)
    // A frozen (SIGSTOP) server acts on the signal only once it runs again.
    child.kill('SIGCONT')
    let timer: NodeJS.Timeout | undefined
    const done = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms)))])
    clearTimeout(timer)
    if (done) return
  }
}
