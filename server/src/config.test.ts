import { describe, expect, it } from 'vitest'
import { configFromEnv, LOCAL_JWT_SECRET } from './config.ts'

describe('configFromEnv', () => {
  it('defaults to the Supabase CLI secret and takes JWT_SECRET from the environment', () => {
    expect(configFromEnv({}).jwtSecret).toBe(LOCAL_JWT_SECRET)
    const own = 'a-project-secret-that-is-long-enough-to-use'
    expect(configFromEnv({ JWT_SECRET: own }).jwtSecret).toBe(own)
  })

  it('refuses a JWT secret shorter than 32 characters, which could be brute-forced', () => {
    for (const secret of ['', 'secret', 'x'.repeat(31)]) {
      expect(() => configFromEnv({ JWT_SECRET: secret }), JSON.stringify(secret)).toThrow(/JWT_SECRET/)
    }
    expect(configFromEnv({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32)
  })
})
