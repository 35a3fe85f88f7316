/** Where a database failure happened: getting a connection, or on one that then broke. */
export type FailurePhase = 'connect' | 'query' | 'down'

/** The database cannot be reached (or stopped answering): callers answer 503, never hang. */
export class DbUnavailableError extends Error {
  constructor(
    readonly phase: FailurePhase,
    message: string,
    /** The pool had no free connection in time: PostgREST's PGRST003 (504), not a dead server. */
    readonly poolExhausted = false,
  ) {
    super(message)
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTCONN'])

/** SQLSTATEs that end the session: the connection is gone or the server is going away. */
const SESSION_ENDING = /^(08...|57P0[1-4])$/

const BROKEN_CLIENT =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|sent no answer within|Cannot use a pool after calling end|Client was closed/

/** True when the error says the connection or the server failed, not the SQL. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DbUnavailableError) return true
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true
    if (/^[0-9A-Z]{5}$/.test(code)) return SESSION_ENDING.test(code)
  }
  return BROKEN_CLIENT.test(error.message)
}

export interface AvailabilityOptions {
  /** Resolves when the database answers; rejects (quickly) when it does not. */
  probe: () => Promise<void>
  log: (line: string) => void
  /** Pause between probes while the database is down. */
  retryMs?: number
}

/**
 * What the API knows about its database. After a connection failure it is "down": requests are
 * refused at once (503) instead of each waiting for its own timeout, and a probe runs until
 * the database answers again, which makes it "up" without anyone having to ask.
 */
export class DbAvailability {
  private downSince: number | null = null
  private reason = ''
  private probing = false
  private checking = false
  private closed = false
  private readonly retryMs: number

  constructor(private readonly options: AvailabilityOptions) {
    this.retryMs = options.retryMs ?? 250
  }

  get isDown(): boolean {
    return this.downSince !== null
  }

  /** Why the database is considered down (empty while up). */
  get downReason(): string {
    return this.reason
  }

  /**
   * Records a failure. A refused or broken connection marks the database down at once; a time
   * limit running out may only mean a busy server, so that is checked with a probe first.
   */
  report(error: unknown): void {
    if (!isConnectionFailure(error)) return
    if (error instanceof DbUnavailableError && error.poolExhausted) return
    const message = error instanceof Error ? error.message : String(error)
    if (/timeout|no answer/i.test(message)) this.check()
    else this.markDown(message)
  }

  /**
   * Something is slow: probe once, and if the database does not answer, call it down now rather
   * than when the slow query's own time limit runs out. One check at a time.
   */
  check(): void {
    if (this.closed || this.checking || this.downSince !== null) return
    this.checking = true
    this.options.probe().then(
      () => {
        this.checking = false
      },
      (error: Error) => {
        this.checking = false
        this.markDown(`no answer to a health probe while a query waits: ${error.message}`)
      },
    )
  }

  markDown(reason: string): void {
    if (this.closed) return
    if (this.downSince === null) {
      this.downSince = Date.now()
      this.reason = reason
      this.options.log(`[db] database unreachable (${reason}); refusing requests with 503 until it answers again`)
    }
    if (!this.probing) void this.probeUntilUp()
  }

  close(): void {
    this.closed = true
  }

  private async probeUntilUp(): Promise<void> {
    this.probing = true
    try {
      while (!this.closed && this.downSince !== null) {
        try {
          await this.options.probe()
          const since = this.downSince
          this.downSince = null
          this.reason = ''
          if (since !== null) this.options.log(`[db] database answering again after ${Date.now() - since} ms`)
          return
        } catch {
          await new Promise((resolve) => setTimeout(resolve, this.retryMs).unref())
        }
      }
    } finally {
      this.probing = false
    }
  }
}
