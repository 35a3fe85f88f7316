import { describe, expect, it } from 'vitest'
import { isRunning, parsePostmasterPid, parseProcStat } from './stale-postmaster.ts'

describe('parsePostmasterPid', () => {
  it('reads pid, data directory and port', () => {
    const text = '4242\n/tmp/x/pg\n1700000000\n54322\n\n127.0.0.1\n  5432001   1234\nready   \n'
    expect(parsePostmasterPid(text)).toEqual({ pid: 4242, dataDir: '/tmp/x/pg', port: 54322 })
  })

  it('refuses junk and pids that cannot be a postmaster', () => {
    expect(parsePostmasterPid('')).toBeNull()
    expect(parsePostmasterPid('abc\n')).toBeNull()
    expect(parsePostmasterPid('1\n/x\n')).toBeNull()
    expect(parsePostmasterPid('-5\n/x\n')).toBeNull()
  })
})

describe('parseProcStat', () => {
  it('reads state and parent even when the command name has spaces and parentheses', () => {
    expect(parseProcStat('123 (postgres) S 1 123 123 0 -1')).toEqual({ state: 'S', ppid: 1 })
    expect(parseProcStat('77 (a (b) c) Z 4000 77 77 0 -1')).toEqual({ state: 'Z', ppid: 4000 })
  })
})

describe('isRunning', () => {
  it('sees this process and not a pid that does not exist', () => {
    expect(isRunning(process.pid)).toBe(true)
    expect(isRunning(2 ** 22 + 12345)).toBe(false)
  })
})
