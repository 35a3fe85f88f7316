import { describe, expect, it } from 'vitest'
import { FailureLimiter } from './rate-limit.ts'

describe('FailureLimiter', () => {
  it('blocks a key after too many failures inside the window, then forgets them', () => {
    let t = 0
    const limiter = new FailureLimiter(3, 1000, () => t)
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked('a')).toBe(false)
      limiter.recordFailure('a')
    }
    expect(limiter.isBlocked('a')).toBe(true)
    expect(limiter.isBlocked('b')).toBe(false)
    t = 1001
    expect(limiter.isBlocked('a')).toBe(false)
  })

  it('reset clears a key after a successful sign-in', () => {
    const limiter = new FailureLimiter(1, 1000, () => 0)
    limiter.recordFailure('a')
    expect(limiter.isBlocked('a')).toBe(true)
    limiter.reset('a')
    expect(limiter.isBlocked('a')).toBe(false)
  })
})
