import { describe, expect, it } from 'vitest'
import { addressKey, hasControlCharacters, normalizeEmail, SignInThrottle } from './rate-limit.ts'

const limits = { perAddress: 6, perAccountAndAddress: 3, perAccount: 5, windowMs: 1000 }

/** Starts and fails an attempt; false when the throttle refused it. */
function failOnce(throttle: SignInThrottle, address: string, account: string): boolean {
  const attempt = throttle.begin(address)
  if (!attempt) return false
  try {
    if (!attempt.claimAccount(account)) return false
    attempt.fail()
    return true
  } finally {
    attempt.end()
  }
}

describe('SignInThrottle', () => {
  it('counts attempts still under way, so parallel guesses cannot get past the limit', () => {
    const throttle = new SignInThrottle(limits, () => 0)
    const attempts = Array.from({ length: 10 }, () => throttle.begin('10.0.0.1'))
    const claimed = attempts.filter((a) => a?.claimAccount('admin'))
    expect(claimed).toHaveLength(3)
    for (const a of attempts) {
      a?.fail()
      a?.end()
    }
    expect(throttle.count('p:admin\n10.0.0.1')).toBe(3)
    expect(failOnce(throttle, '10.0.0.1', 'admin')).toBe(false)
  })

  it('does not lock the account out for another address when one address floods it', () => {
    const throttle = new SignInThrottle(limits, () => 0)
    for (let i = 0; i < 20; i++) failOnce(throttle, '10.0.0.1', 'admin')
    const elsewhere = throttle.begin('10.0.0.2')
    expect(elsewhere?.claimAccount('admin')).toBe(true)
    elsewhere?.succeed()
    elsewhere?.end()
  })

  it('stops spraying of many accounts from one address', () => {
    const throttle = new SignInThrottle(limits, () => 0)
    const results = Array.from({ length: 10 }, (_, i) => failOnce(throttle, '10.0.0.1', `user${i}`))
    expect(results.filter(Boolean)).toHaveLength(6)
    expect(throttle.begin('10.0.0.1')).toBeNull()
    expect(throttle.begin('10.0.0.9')).not.toBeNull()
  })

  it('locks an account guessed from many addresses, and forgets after the window', () => {
    let now = 0
    const throttle = new SignInThrottle(limits, () => now)
    const results = ['a', 'b', 'c', 'd'].flatMap((host) => [1, 2, 3].map(() => failOnce(throttle, `10.0.1.${host.charCodeAt(0)}`, 'admin')))
    expect(results.filter(Boolean)).toHaveLength(5)
    expect(throttle.begin('10.9.9.9')?.claimAccount('admin')).toBe(false)
    now = 1001
    expect(throttle.begin('10.9.9.9')?.claimAccount('admin')).toBe(true)
  })

  it('forgets the failures of an account and address after a success, and releases unsettled attempts', () => {
    const throttle = new SignInThrottle(limits, () => 0)
    failOnce(throttle, '10.0.0.1', 'admin')
    failOnce(throttle, '10.0.0.1', 'admin')
    const ok = throttle.begin('10.0.0.1')!
    expect(ok.claimAccount('admin')).toBe(true)
    ok.succeed()
    ok.end()
    expect(throttle.count('p:admin\n10.0.0.1')).toBe(0)
    const abandoned = throttle.begin('10.0.0.1')!
    abandoned.claimAccount('admin')
    abandoned.end()
    expect(throttle.count('p:admin\n10.0.0.1')).toBe(0)
    expect(throttle.count('a:10.0.0.1')).toBe(2)
  })
})

describe('sign-in input helpers', () => {
  it('gives every spelling of one e-mail address the same key', () => {
    const key = normalizeEmail('admin@example.com')
    for (const spelling of ['  Admin@Example.COM ', 'ａｄｍｉｎ@ｅｘａｍｐｌｅ.ｃｏｍ', '\u3000admin@example.com']) {
      expect(normalizeEmail(spelling)).toBe(key)
    }
  })

  it('finds control characters', () => {
    expect(hasControlCharacters('a\u0000@b.c')).toBe(true)
    expect(hasControlCharacters('a\n@b.c')).toBe(true)
    expect(hasControlCharacters('a\u0085@b.c')).toBe(true)
    expect(hasControlCharacters('ümlaut@b.c')).toBe(false)
  })

  it('groups IPv6 clients by /64 and keeps IPv4 as is', () => {
    expect(addressKey('127.0.0.2')).toBe('127.0.0.2')
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })
})
