import pg from 'pg'
import type { SchemaStore } from './schema.ts'

/**
 * Keeps a connection that LISTENs on `pgrst`, so `NOTIFY pgrst, 'reload schema'` refreshes the
 * schema cache as with PostgREST. When the database goes away the connection is opened again
 * (and the cache reloaded, since the schema may have changed meanwhile) until stop().
 */
export function listenForSchemaReloads(options: {
  connectionString: string
  schema: SchemaStore
  log: (line: string) => void
  retryMs?: number
}): { ready: Promise<void>; stop(): Promise<void> } {
  const { schema, log } = options
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const reload = () => {
    schema.reload().catch((error: Error) => log(`[rest] schema reload failed: ${error.message}`))
  }

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: 3000, keepAlive: true })
    client = c
    let lost = false
    const onLost = () => {
      if (lost || stopped) return
      lost = true
      c.connection.stream.destroy()
      retry = setTimeout(() => void reconnect(), options.retryMs ?? 1000)
    }
    c.on('error', onLost)
    c.on('end', onLost)
    c.on('notification', reload)
    try {
      await c.connect()
      await c.query('listen pgrst')
    } catch (error) {
      onLost()
      throw error
    }
  }

  const reconnect = async () => {
    if (stopped) return
    try {
      await connect()
      reload()
    } catch {
      // onLost scheduled the next attempt
    }
  }

  return {
    ready: connect(),
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      const ended = client?.end().catch(() => undefined)
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1000).unref())])
    },
  }
}
