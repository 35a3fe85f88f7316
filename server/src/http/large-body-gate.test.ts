import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { waitFor } from '../../../tests/support/wait-for.ts'
import { LARGE_BODY_BYTES, largeBodyGate } from './large-body-gate.ts'

/** An app whose handler stays busy until the test lets it go, recording the order of events. */
function gatedApp(waiting: number) {
  const events: string[] = []
  const held: Array<() => void> = []
  const app = new Hono()
  app.use('*', largeBodyGate({ concurrent: 1, waiting }))
  app.post('/', async (c) => {
    const body = await c.req.text()
    const name = body.slice(0, 5)
    events.push(`start ${name}`)
    if (body.length > LARGE_BODY_BYTES) await new Promise<void>((resolve) => held.push(resolve))
    events.push(`end ${name}`)
    return c.text('ok')
  })
  return { app, events, held }
}

/** A POST as it arrives over HTTP, with its Content-Length (an in-process Request has none). */
function post(body: string) {
  return new Request('http://local/', { method: 'POST', body, headers: { 'Content-Length': String(Buffer.byteLength(body)) } })
}
const large = (name: string) => post(name + 'x'.repeat(LARGE_BODY_BYTES))
const small = (name: string) => post(name)

/** Until one large body is being handled (its handler reads the whole body first). */
const oneHeld = (held: unknown[]) => waitFor('a large body in its handler', () => held.length === 1, { timeoutMs: 2000, intervalMs: 5 })

describe('largeBodyGate', () => {
  it('lets large bodies in one at a time while small ones pass at once', async () => {
    const { app, events, held } = gatedApp(4)
    const first = app.fetch(large('big-1'))
    const second = app.fetch(large('big-2'))
    await oneHeld(held)
    expect((await app.fetch(small('small'))).status).toBe(200)
    expect(events).toEqual(['start big-1', 'start small', 'end small'])
    held.shift()?.()
    expect((await first).status).toBe(200)
    await oneHeld(held)
    expect(events).toContain('start big-2')
    held.shift()?.()
    expect((await second).status).toBe(200)
  })

  it('counts a body of unknown length as large', async () => {
    const { app, events, held } = gatedApp(1)
    const first = app.fetch(large('big-1'))
    await oneHeld(held)
    const chunked = app.fetch(new Request('http://local/', { method: 'POST', body: 'chunk' }))
    // The one place in line is the chunked body's: it waits, unread, behind the first.
    expect((await app.fetch(large('big-2'))).status).toBe(503)
    expect(events).toEqual(['start big-1'])
    held.shift()?.()
    expect([(await first).status, (await chunked).status]).toEqual([200, 200])
    expect(events).toEqual(['start big-1', 'end big-1', 'start chunk', 'end chunk'])
  })

  it('answers 503 with Retry-After once the waiting line is full', async () => {
    const { app, held } = gatedApp(1)
    const first = app.fetch(large('big-1'))
    const second = app.fetch(large('big-2'))
    await oneHeld(held)
    const third = await app.fetch(large('big-3'))
    expect(third.status).toBe(503)
    expect(third.headers.get('Retry-After')).toBe('1')
    held.shift()?.()
    await oneHeld(held)
    held.shift()?.()
    expect([(await first).status, (await second).status]).toEqual([200, 200])
  })
})
