import { describe, expect, it } from 'vitest'
import { DbUnavailableError } from '../db/availability.ts'
import { toRestError } from './error-catalogue.ts'
import { statusForSqlState } from './errors.ts'

const pgError = (code: string, message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { code, ...extra })

describe('statusForSqlState (PostgREST Error.hs)', () => {
  it('turns PTxyz into HTTP status xyz, and anything else starting with PT into 500', () => {
    expect(statusForSqlState('PT429', 'anon')).toBe(429)
    expect(statusForSqlState('PT402', 'anon')).toBe(402)
    expect(statusForSqlState('PT4X9', 'anon')).toBe(500)
    expect(statusForSqlState('PT000', 'anon')).toBe(500)
  })

  it('follows the special cases', () => {
    expect(statusForSqlState('57P01', 'anon')).toBe(503)
    expect(statusForSqlState('57014', 'anon')).toBe(500)
    expect(statusForSqlState('53300', 'anon')).toBe(503)
    expect(statusForSqlState('53400', 'anon')).toBe(500)
    expect(statusForSqlState('54001', 'anon')).toBe(500)
    expect(statusForSqlState('21000', 'anon', 'DELETE requires a WHERE clause')).toBe(400)
    expect(statusForSqlState('21000', 'anon', 'more than one row returned by a subquery')).toBe(500)
    expect(statusForSqlState('22023', 'anon', 'role "x" does not exist')).toBe(401)
    expect(statusForSqlState('P0002', 'anon')).toBe(500)
  })
})

describe('toRestError', () => {
  it("keeps a RAISE's message, detail and hint", () => {
    const e = toRestError(pgError('PT429', 'too fast', { detail: 'wait', hint: 'later' }), 'anon')
    expect(e.status).toBe(429)
    expect(e.body()).toEqual({ code: 'PT429', message: 'too fast', details: 'wait', hint: 'later' })
  })

  it('answers 503 PGRST000/PGRST001 and 504 PGRST003 when the database cannot be used', () => {
    const refused = toRestError(new DbUnavailableError('connect', 'connect ECONNREFUSED 127.0.0.1:5'), 'anon')
    expect([refused.status, refused.code, refused.message]).toEqual([503, 'PGRST000', 'Database connection error. Retrying the connection.'])
    expect(refused.details).toBe('connect ECONNREFUSED 127.0.0.1:5')
    const broke = toRestError(new Error('Connection terminated unexpectedly'), 'anon')
    expect([broke.status, broke.code]).toEqual([503, 'PGRST001'])
    const socket = toRestError(Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' }), 'anon')
    expect([socket.status, socket.code]).toEqual([503, 'PGRST001'])
    const busy = toRestError(new DbUnavailableError('connect', 'timeout exceeded when trying to connect', true), 'anon')
    expect([busy.status, busy.code, busy.message]).toEqual([504, 'PGRST003', 'Timed out acquiring connection from connection pool.'])
  })
})
