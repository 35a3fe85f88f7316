import { describe, expect, it } from 'vitest'
import { decideRotation, type RefreshTokenState } from './rotation.ts'

const now = new Date('2026-01-01T12:00:00Z')
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000)
const token = (t: string, revoked: boolean, parent: string | null, rotatedSecondsAgo = 0): RefreshTokenState => ({
  token: t,
  revoked,
  parent,
  updatedAt: secondsAgo(rotatedSecondsAgo),
})

describe('decideRotation', () => {
  it('rotates an active token', () => {
    const rt = token('rt1', false, null)
    expect(decideRotation(rt, rt, now, 10)).toEqual({ kind: 'rotate' })
  })

  it('hands back the active token when the just-rotated parent is replayed within the interval', () => {
    const active = token('rt2', false, 'rt1')
    expect(decideRotation(token('rt1', true, null, 3), active, now, 10)).toEqual({ kind: 'reuse-active', active })
  })

  it('accepts an older generation only within the reuse interval', () => {
    const active = token('rt3', false, 'rt2')
    expect(decideRotation(token('rt1', true, null, 9), active, now, 10).kind).toBe('reuse-active')
    expect(decideRotation(token('rt1', true, null, 11), active, now, 10).kind).toBe('reject-reused')
  })

  it('refuses the parent too once the interval has passed', () => {
    const active = token('rt2', false, 'rt1')
    expect(decideRotation(token('rt1', true, null, 10.001), active, now, 10)).toEqual({ kind: 'reject-reused' })
  })

  it('refuses any revoked token when the session has no active token left', () => {
    expect(decideRotation(token('rt1', true, null, 1), null, now, 10)).toEqual({ kind: 'reject-reused' })
  })

  it('with a zero interval (GoTrue default) every replay is refused', () => {
    const active = token('rt2', false, 'rt1')
    expect(decideRotation(token('rt1', true, null, 1), active, now, 0).kind).toBe('reject-reused')
  })
})
