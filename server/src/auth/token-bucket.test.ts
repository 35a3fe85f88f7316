import { describe, expect, it } from 'vitest'
import { AddressRateLimiter, TOKEN_REFRESH_LIMITS } from './token-bucket.ts'

/** How many of `n` requests at `now` the limiter lets through. */
function allowed(limiter: AddressRateLimiter, address: string, n: number): number {
  let passed = 0
  for (let i = 0; i < n; i++) if (limiter.take(address)) passed++
  return passed
}

describe('AddressRateLimiter (GoTrue token endpoint limits)', () => {
  it('lets a burst of 30 through and then one request every two seconds', () => {
    let now = 0
    const limiter = new AddressRateLimiter(TOKEN_REFRESH_LIMITS, () => now)
    expect(allowed(limiter, '10.0.0.1', 1000)).toBe(30)
    now = 1999
    expect(limiter.take('10.0.0.1')).toBe(false)
    now = 2000
    expect(limiter.take('10.0.0.1')).toBe(true)
    expect(limiter.take('10.0.0.1')).toBe(false)
  })

  it('allows about 35 refreshes in a 10 s flood, where an unlimited server rotated 1,418', () => {
    let now = 0
    const limiter = new AddressRateLimiter(TOKEN_REFRESH_LIMITS, () => now)
    let passed = 0
    for (now = 0; now <= 10_000; now += 5) if (limiter.take('10.0.0.1')) passed++
    expect(passed).toBe(35)
  })

  it('sustains 150 per 5 minutes, never more', () => {
    let now = 0
    const limiter = new AddressRateLimiter(TOKEN_REFRESH_LIMITS, () => now)
    let passed = 0
    for (now = 0; now < 5 * 60 * 1000; now += 100) if (limiter.take('10.0.0.1')) passed++
    expect(passed).toBe(30 + 149)
  })

  it('keeps addresses apart, groups IPv6 by /64, and refills to the burst at most', () => {
    let now = 0
    const limiter = new AddressRateLimiter(TOKEN_REFRESH_LIMITS, () => now)
    expect(allowed(limiter, '10.0.0.1', 40)).toBe(30)
    expect(allowed(limiter, '10.0.0.2', 40)).toBe(30)
    expect(allowed(limiter, '2001:db8:1:2::1', 20)).toBe(20)
    expect(allowed(limiter, '2001:db8:1:2:ffff::9', 20)).toBe(10)
    now = 10 * 60 * 1000
    expect(allowed(limiter, '10.0.0.1', 40)).toBe(30)
    now = 3 * 60 * 60 * 1000
    expect(allowed(limiter, '10.0.0.1', 40)).toBe(30)
  })
})
