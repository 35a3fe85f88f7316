import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPool } from './pools.ts'

/**
 * A server that speaks just enough of PostgreSQL's protocol to let a client log in
 * (AuthenticationOk, ReadyForQuery), then never answers a query: a frozen database.
 */
let frozen: net.Server
let port: number
const sockets = new Set<net.Socket>()

beforeAll(async () => {
  frozen = net.createServer((socket) => {
    sockets.add(socket)
    socket.once('data', () => {
      socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0])) // R: AuthenticationOk
      socket.write(Buffer.from([0x5a, 0, 0, 0, 5, 0x49])) // Z: ReadyForQuery (idle)
    })
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve))
  port = (frozen.address() as net.AddressInfo).port
})

afterAll(async () => {
  for (const s of sockets) s.destroy()
  await new Promise((resolve) => frozen.close(resolve))
})

describe('createPool', () => {
  it('fails a query the server never answers, drops that connection, and reports it', async () => {
    const lost: Error[] = []
    let slow = 0
    const pool = createPool({
      connectionString: `postgres://u:p@127.0.0.1:${port}/db`,
      name: 'test',
      max: 2,
      connectTimeoutMs: 1000,
      statementTimeoutMs: 0,
      answerTimeoutMs: 300,
      onConnectionError: (error) => lost.push(error),
      onSlowAnswer: () => slow++,
    })
    const client = await pool.connect()
    const started = Date.now()
    await expect(client.query('select 1')).rejects.toThrow('PostgreSQL sent no answer within 300 ms')
    expect(Date.now() - started).toBeLessThan(2000)
    expect(slow).toBe(1)
    client.release()
    // The broken connection left the pool instead of going back to it.
    expect(pool.totalCount).toBe(0)
    expect(lost.map((e) => e.message)).toContain('PostgreSQL sent no answer within 300 ms')
    // The callback form that pool.query uses is guarded too.
    await expect(pool.query('select 2')).rejects.toThrow('no answer')
    await pool.end()
  })

  it('gives up connecting to a server that accepts but never answers', async () => {
    const silent = net.createServer((socket) => socket.on('error', () => undefined))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const pool = createPool({
      connectionString: `postgres://u:p@127.0.0.1:${(silent.address() as net.AddressInfo).port}/db`,
      name: 'test',
      max: 1,
      connectTimeoutMs: 300,
      statementTimeoutMs: 0,
      answerTimeoutMs: 300,
      onConnectionError: () => undefined,
    })
    await expect(pool.query('select 1')).rejects.toThrow(/timeout/)
    await pool.end()
    silent.close()
  })
})
