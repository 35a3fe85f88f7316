/**
 * bench:crafted's client processes. The scratch backend runs inside the bench's own process, so
 * clients there would share its event loop: reading 25 clients' answers (a sitemap page is 75 kB
 * of XML) would delay the server's work and the readers' timers alike, and the table would
 * measure the bench rather than the backend. So the attacking clients run in one child process
 * and the readers with the health check in another, as they would on other machines.
 *
 * A child answers each job it is sent with its replies; the parent (crafted.ts) starts two with
 * startClients() and runs one job on each per phase, both until the same wall-clock deadline.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { CLASSES, REFERENCE, type Samples } from './crafted-classes.ts'
import { readersAndHealth, repeatWhile, send, type ReadersResult, type Reply } from './reader-load.ts'

interface Target { base: string; anonKey: string; until: number }

/** `clients` clients sending one class's requests, numbered across them. */
interface LoadJob extends Target { role: 'load'; className: string; clients: number; samples: Samples }
/** `readers` readers loading the front page in a loop, and a health check twice a second. */
interface ReadersJob extends Target { role: 'readers'; readers: number }
type Job = LoadJob | ReadersJob

export type JobResult = ReadersResult

/** Until the deadline both children were given: wall-clock time, the same in both processes. */
const before = (until: number) => () => Date.now() < until

async function runLoad(job: LoadJob): Promise<JobResult> {
  const loadClass = [REFERENCE, ...CLASSES].find((c) => c.name === job.className)
  if (!loadClass) throw new Error(`unknown class ${job.className}`)
  const replies: Reply[] = []
  let next = 0
  await Promise.all(Array.from({ length: job.clients }, () => repeatWhile(before(job.until), async () => {
    replies.push(await send(job.base, job.anonKey, loadClass.shot(next++, job.samples)))
  })))
  return { replies, healthMissed: 0, healthChecks: 0 }
}

const runReaders = (job: ReadersJob): Promise<JobResult> => readersAndHealth(job.base, job.anonKey, job.readers, before(job.until))

export interface Clients {
  run(job: Job): Promise<JobResult>
  stop(): void
}

/** A child process running this module; its jobs run one at a time. */
export function startClients(): Clients {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], { execArgv: process.execArgv, stdio: 'inherit' })
  return {
    run: (job) => new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`bench client process exited (${code})`))
      child.once('exit', onExit)
      child.once('message', (result) => {
        child.off('exit', onExit)
        resolve(result as JobResult)
      })
      child.send(job)
    }),
    stop: () => {
      child.kill()
    },
  }
}

// Run as a child (startClients): answer jobs.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.send !== undefined) {
  process.on('message', (job: Job) => {
    void (job.role === 'load' ? runLoad(job) : runReaders(job)).then((result) => process.send!(result))
  })
  // The parent going away (killed, crashed) ends the child too.
  process.on('disconnect', () => process.exit(0))
}
