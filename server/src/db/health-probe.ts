import pg from 'pg'

/**
 * The availability probe's own connection, opened once and kept: asking "is PostgreSQL
 * answering?" must not queue behind the request pools (every connection may be held by slow
 * requests) nor need a new connection (a fork and a log-in, which take seconds on a machine
 * whose cores are busy, and which fail outright once the connection slots are taken). On the
 * embedded server it logs in as the superuser, who also has the reserved connection slots.
 *
 * A probe that gets no answer in time closes the connection, so the next one starts afresh: a
 * frozen server is still found, as the next connect or query gets no answer either.
 */
export class HealthProbe {
  private client: pg.Client | undefined
  private running: Promise<void> | undefined
  private closed = false

  constructor(private readonly connectionString: string) {}

  /** Resolves when the server answers `select 1` within timeoutMs; one probe at a time (callers share it). */
  run(timeoutMs: number): Promise<void> {
    if (this.closed) return Promise.reject(new Error('Cannot use a pool after calling end'))
    this.running ??= this.probe(timeoutMs).finally(() => {
      this.running = undefined
    })
    return this.running
  }

  async close(): Promise<void> {
    this.closed = true
    const client = this.client
    this.client = undefined
    await client?.end().catch(() => undefined)
  }

  private async probe(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const client = this.client ?? this.open(timeoutMs)
    try {
      const answered = (async () => {
        if (!this.client) {
          await client.connect()
          if (this.closed) throw new Error('Cannot use a pool after calling end')
          this.client = client
        }
        await client.query('select 1')
      })()
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`PostgreSQL sent no answer within ${timeoutMs} ms`)), timeoutMs)
      })
      await Promise.race([answered, late])
    } catch (error) {
      this.discard(client)
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  private open(timeoutMs: number): pg.Client {
    const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: timeoutMs, keepAlive: true })
    // A connection that breaks while idle is replaced at the next probe.
    client.on('error', () => this.discard(client))
    client.on('end', () => {
      if (this.client === client) this.client = undefined
    })
    return client
  }

  private discard(client: pg.Client): void {
    if (this.client === client) this.client = undefined
    client.connection.stream.destroy()
  }
}
