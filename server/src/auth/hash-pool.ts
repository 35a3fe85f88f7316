import { createRequire } from 'node:module'
import os from 'node:os'
import { Worker } from 'node:worker_threads'

/** bcrypt in worker threads: one hash takes ~70 ms of CPU, which on the event loop stalls every request. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const bcrypt = require(workerData.bcryptPath)
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'compare' ? bcrypt.compareSync(job.password, job.hash) : bcrypt.hashSync(job.password, job.rounds)
    parentPort.postMessage({ id: job.id, result })
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String((error && error.message) || error) })
  }
})
`

type Op = { op: 'compare'; password: string; hash: string } | { op: 'hash'; password: string; rounds: number }

interface Job {
  id: number
  op: Op
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

interface Slot {
  worker: Worker
  job: Job | undefined
}

/** More hashes are waiting than the workers can do in a few seconds: shed load instead of queueing forever. */
export class HashQueueFullError extends Error {
  constructor() {
    super('too many password checks waiting')
  }
}

export class HashPool {
  private readonly slots: Slot[] = []
  private readonly queue: Job[] = []
  private nextId = 1
  private readonly bcryptPath = createRequire(import.meta.url).resolve('bcryptjs')

  constructor(
    private readonly size = Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    private readonly maxQueue = 64,
  ) {}

  compare(password: string, hash: string): Promise<boolean> {
    return this.run({ op: 'compare', password, hash }).then((result) => {
      if (typeof result !== 'boolean') throw new Error('the hash worker answered a comparison with no boolean')
      return result
    })
  }

  hash(password: string, rounds: number): Promise<string> {
    return this.run({ op: 'hash', password, rounds }).then((result) => {
      if (typeof result !== 'string') throw new Error('the hash worker answered with no hash')
      return result
    })
  }

  /** Jobs waiting for a free worker. */
  get waiting(): number {
    return this.queue.length
  }

  async close(): Promise<void> {
    const slots = this.slots.splice(0)
    await Promise.all(slots.map((s) => s.worker.terminate()))
  }

  private run(op: Op): Promise<unknown> {
    if (this.queue.length >= this.maxQueue) return Promise.reject(new HashQueueFullError())
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, op, resolve, reject })
      this.dispatch()
    })
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.job)
      if (!slot && this.slots.length < this.size) slot = this.spawn()
      if (!slot) return
      const job = this.queue.shift()!
      slot.job = job
      // A worker with a job keeps the process alive until the answer comes (a CLI awaiting a hash).
      slot.worker.ref()
      slot.worker.postMessage({ id: job.id, ...job.op })
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath: this.bcryptPath } })
    // Idle workers must not keep the process alive.
    worker.unref()
    const slot: Slot = { worker, job: undefined }
    worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      const job = slot.job
      if (!job || job.id !== message.id) return
      slot.job = undefined
      worker.unref()
      if (message.error !== undefined) job.reject(new Error(message.error))
      else job.resolve(message.result)
      this.dispatch()
    })
    const lost = (error: Error) => {
      const index = this.slots.indexOf(slot)
      if (index >= 0) this.slots.splice(index, 1)
      slot.job?.reject(error)
      slot.job = undefined
      this.dispatch()
    }
    worker.on('error', lost)
    worker.on('exit', (code) => lost(new Error(`password worker exited (code ${code})`)))
    this.slots.push(slot)
    return slot
  }
}

/** The process-wide pool: password checks of every server in this process share the CPUs. */
export const passwordHashing = new HashPool()
