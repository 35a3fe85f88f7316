import { describe, expect, it } from 'vitest'
import { assertSecretFitsHost, configFromEnv, isLoopbackHost, LOCAL_JWT_SECRET } from './config.ts'

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

  it('calls no deploy hook unless DEPLOY_HOOK_URL is set, and refuses one that is not an http(s) URL', () => {
    expect(configFromEnv({}).deployHookUrl).toBeUndefined()
    expect(configFromEnv({ DEPLOY_HOOK_URL: '  ' }).deployHookUrl).toBeUndefined()
    expect(configFromEnv({ DEPLOY_HOOK_URL: 'https://api.netlify.com/build_hooks/abc' }).deployHookUrl).toBe('https://api.netlify.com/build_hooks/abc')
    for (const url of ['api.netlify.com/build_hooks/abc', 'ftp://example.com/hook', 'javascript:alert(1)']) {
      expect(() => configFromEnv({ DEPLOY_HOOK_URL: url }), url).toThrow(/DEPLOY_HOOK_URL/)
    }
    expect(configFromEnv({}).deployHookQuietMs).toBe(60_000)
    expect(() => configFromEnv({ DEPLOY_HOOK_QUIET_MS: '0' })).toThrow(/DEPLOY_HOOK_QUIET_MS/)
  })
})

describe('assertSecretFitsHost', () => {
  it('knows loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host), host).toBe(true)
    for (const host of ['0.0.0.0', '::', '192.168.1.5', '10.0.0.1', 'example.com', '128.0.0.1']) expect(isLoopbackHost(host), host).toBe(false)
  })

  it('refuses the public demo secret on a reachable address, and allows a private one', () => {
    expect(() => assertSecretFitsHost({ host: '0.0.0.0', jwtSecret: LOCAL_JWT_SECRET })).toThrow(/public demo JWT secret/)
    expect(() => assertSecretFitsHost({ host: '127.0.0.1', jwtSecret: LOCAL_JWT_SECRET })).not.toThrow()
    expect(() => assertSecretFitsHost({ host: '0.0.0.0', jwtSecret: 'x'.repeat(40) })).not.toThrow()
  })
})
