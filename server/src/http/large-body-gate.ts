import { createMiddleware } from 'hono/factory'

/**
 * Requests whose body is larger than this are "large": no reader's form, comment or search sends
 * one; an editor's save of a very long article may (its HTML may reach 200,000 characters) and
 * then only waits its turn; uploads go to Storage, which meters them itself.
 */
export const LARGE_BODY_BYTES = 256 * 1024

export interface LargeBodyGateOptions {
  /** Large bodies read and handled at once. */
  concurrent: number
  /** Large bodies that may wait their turn; one more is answered 503 at once. */
  waiting: number
}

/**
 * Large bodies take turns. A body of megabytes costs the process that reads it and the database
 * that receives it (a 9 MB search term took about 0.3 s of PostgreSQL's time to pass in as a
 * parameter, before the function's first line cut it to 200 characters). Twenty-five clients
 * sending such bodies at once held every pooled connection and both CPUs, and readers' small
 * requests waited behind them. Here a large body waits, unread, until an earlier one is done: the
 * sender's upload stalls on TCP's window, which costs nothing, and small requests never queue.
 * Chunked bodies (no Content-Length) count as large: their size is unknown until read.
 */
export function largeBodyGate({ concurrent, waiting }: LargeBodyGateOptions) {
  let running = 0
  const queue: Array<() => void> = []
  const release = () => {
    const next = queue.shift()
    if (next) next()
    else running--
  }
  return createMiddleware(async (c, next) => {
    const raw = c.req.raw
    if (!raw.body) return next()
    const length = Number(raw.headers.get('content-length') ?? Number.NaN)
    if (Number.isFinite(length) && length <= LARGE_BODY_BYTES) return next()
    if (running < concurrent) {
      running++
    } else if (queue.length < waiting) {
      await new Promise<void>((resolve) => queue.push(resolve))
    } else {
      c.header('Retry-After', '1')
      return c.json({ message: 'Too many large requests at once; try again shortly.' }, 503)
    }
    try {
      await next()
    } finally {
      release()
    }
  })
}
