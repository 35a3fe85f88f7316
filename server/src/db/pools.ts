import pg from 'pg'

export interface PoolOptions {
  connectionString: string
  /** Names the pool in log lines. */
  name: string
  max: number
  /** How long getting a connection may take (a new one's handshake, or a free one's wait). */
  connectTimeoutMs: number
  /** Server-side limit per statement (PostgreSQL statement_timeout); 0 = none. */
  statementTimeoutMs: number
  /**
   * Client-side limit for any answer from the server; 0 = none. statement_timeout cannot help
   * when the server itself is stopped (SIGSTOP) or the network drops: then this closes the
   * connection, the query fails, and the broken connection leaves the pool.
   */
  answerTimeoutMs: number
  /** Told about every connection that breaks, checked out or idle. */
  onConnectionError: (error: Error) => void
  /** Told when an answer is late (SLOW_ANSWER_MS): time to check whether the server is alive. */
  onSlowAnswer?: () => void
}

/** An answer this late is worth a probe: a frozen server is found in ~3 s, not after answerTimeoutMs. */
export const SLOW_ANSWER_MS = 2000

/** Closes the connection when a query gets no answer in time, so the query fails instead of waiting. */
function guardAnswers(client: pg.PoolClient, timeoutMs: number, onSlow?: () => void): void {
  const query: (...args: unknown[]) => unknown = client.query.bind(client)
  // The pool's clients are pg.Clients; PoolClient's type leaves their connection out.
  const connection = client instanceof pg.Client ? client.connection : undefined
  const guarded = (...args: unknown[]) => {
    const timer = setTimeout(() => {
      connection?.stream.destroy(new Error(`PostgreSQL sent no answer within ${timeoutMs} ms`))
    }, timeoutMs)
    timer.unref()
    const slow = onSlow && setTimeout(onSlow, Math.min(SLOW_ANSWER_MS, timeoutMs / 2))
    slow?.unref()
    const done = () => {
      clearTimeout(timer)
      clearTimeout(slow)
    }
    const last = args.length - 1
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...results: unknown[]) => void
      args[last] = (...results: unknown[]) => {
        done()
        callback(...results)
      }
      return query(...args)
    }
    const result = query(...args)
    if (result instanceof Promise) result.then(done, done)
    else done()
    return result
  }
  // One wrapper for every overload of query (promise, callback, config object).
  Object.assign(client, { query: guarded })
}

/**
 * A pg Pool that cannot take the process down and cannot hang a request: every connection has
 * an 'error' listener (pg emits 'error' on a checked-out client when the server goes away, and
 * an unheard 'error' event kills Node), connecting and every answer have time limits, and a
 * connection that broke is dropped by the pool (pg checks it is still queryable on release).
 */
export function createPool(options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    ...(options.statementTimeoutMs > 0
      ? { statement_timeout: options.statementTimeoutMs, idle_in_transaction_session_timeout: options.statementTimeoutMs * 4 }
      : {}),
  })
  pool.on('error', (error) => options.onConnectionError(error))
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onConnectionError(error))
    if (options.answerTimeoutMs > 0) guardAnswers(client, options.answerTimeoutMs, options.onSlowAnswer)
  })
  return pool
}
