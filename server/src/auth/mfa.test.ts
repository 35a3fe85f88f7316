import * as OTPAuth from 'otpauth'
import { describe, expect, it } from 'vitest'
import { assuranceOf } from './assurance.ts'
import { totpStep } from './mfa.ts'

// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890"), in base32.
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
const codeAt = (ms: number) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(SECRET) }).generate({ timestamp: ms })

describe('totpStep', () => {
  it('matches the RFC 6238 test vector (59 s → 287082, six digits) and refuses non-codes', () => {
    expect(totpStep(SECRET, '287082', 59_000)).toBe(1)
    expect(totpStep(SECRET, 'abcdef', 59_000)).toBeNull()
    expect(totpStep(SECRET, '', 59_000)).toBeNull()
  })

  it('names the 30 s step a code belongs to, so a factor can accept each step once', () => {
    const now = 1_800_000_000_000
    const step = Math.floor(now / 30_000)
    expect(totpStep(SECRET, codeAt(now), now)).toBe(step)
    expect(totpStep(SECRET, codeAt(now - 30_000), now)).toBe(step - 1)
    expect(totpStep(SECRET, codeAt(now + 30_000), now)).toBe(step + 1)
    expect(totpStep(SECRET, codeAt(now - 90_000), now)).toBeNull()
  })
})

describe('assuranceOf', () => {
  it('is aal2 once a TOTP claim exists, methods newest first', () => {
    expect(assuranceOf([{ method: 'password', at: new Date(1000_000) }, { method: 'totp', at: new Date(2000_000) }])).toEqual({
      aal: 'aal2',
      amr: [{ method: 'totp', timestamp: 2000 }, { method: 'password', timestamp: 1000 }],
    })
    expect(assuranceOf([{ method: 'otp', at: new Date(1000_000) }]).aal).toBe('aal1')
    // Within one second, the later claim still comes first.
    expect(assuranceOf([{ method: 'totp', at: new Date(5_900) }, { method: 'password', at: new Date(5_100) }]).amr.map((e) => e.method)).toEqual(['totp', 'password'])
    expect(assuranceOf([{ method: 'password', at: new Date(5_100) }, { method: 'totp', at: new Date(5_900) }]).amr.map((e) => e.method)).toEqual(['totp', 'password'])
  })
})
