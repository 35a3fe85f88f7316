import { describe, expect, it, vi } from 'vitest'
import { DbAvailability, DbUnavailableError, isConnectionFailure } from './availability.ts'

function withCode(message: string, code: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { code, ...extra })
}

describe('isConnectionFailure', () => {
  it('knows the ways a connection or server fails', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED', { syscall: 'connect' }),
      withCode('write EPIPE', 'EPIPE', { syscall: 'write' }),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PostgreSQL sent no answer within 10000 ms'),
      new DbUnavailableError('down', 'x'),
    ]) {
      expect(isConnectionFailure(error), error.message).toBe(true)
    }
  })

  it('leaves SQL errors alone', () => {
    for (const error of [
      withCode('new row violates row-level security policy', '42501'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('duplicate key', '23505'),
      new Error('something else'),
    ]) {
      expect(isConnectionFailure(error), error.message).toBe(false)
    }
    expect(isConnectionFailure('Connection terminated')).toBe(false)
  })
})

describe('DbAvailability', () => {
  it('goes down on a connection failure, probes, and comes back up by itself', async () => {
    let answering = false
    const probe = vi.fn(async () => {
      if (!answering) throw new Error('ECONNREFUSED')
    })
    const log = vi.fn()
    const availability = new DbAvailability({ probe, log, retryMs: 5 })
    availability.report(withCode('duplicate key', '23505'))
    expect(availability.isDown).toBe(false)
    availability.report(new Error('Connection terminated unexpectedly'))
    expect(availability.isDown).toBe(true)
    expect(availability.downReason).toBe('Connection terminated unexpectedly')
    await vi.waitFor(() => expect(probe.mock.calls.length).toBeGreaterThan(2))
    answering = true
    await vi.waitFor(() => expect(availability.isDown).toBe(false))
    expect(log.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('database unreachable'),
      expect.stringContaining('answering again'),
    ])
    availability.close()
  })

  it('check() probes once and calls the database down only when the probe fails', async () => {
    let answering = true
    const probe = vi.fn(async () => {
      if (!answering) throw new Error('timeout')
    })
    const availability = new DbAvailability({ probe, log: () => undefined, retryMs: 5 })
    availability.check()
    availability.check()
    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1))
    // The probe has answered (the check heard it first: it listened before this test did).
    await probe.mock.results[0]?.value
    expect(availability.isDown).toBe(false)
    answering = false
    availability.check()
    await vi.waitFor(() => expect(availability.isDown).toBe(true))
    expect(availability.downReason).toContain('no answer to a health probe')
    availability.close()
  })

  it('asks a probe before calling a timeout a dead database', async () => {
    const probe = vi.fn(async () => undefined)
    const availability = new DbAvailability({ probe, log: () => undefined })
    availability.report(new Error('PostgreSQL sent no answer within 10000 ms'))
    expect(availability.isDown).toBe(false)
    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1))
    expect(availability.isDown).toBe(false)
  })

  it('does not call a busy pool a dead database', () => {
    const availability = new DbAvailability({ probe: async () => undefined, log: () => undefined })
    availability.report(new DbUnavailableError('connect', 'timeout exceeded when trying to connect', true))
    expect(availability.isDown).toBe(false)
  })
})
