import { describe, expect, it } from 'vitest'
import { parseEnv } from './parse-env.ts'

const valid = { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.payload.sig' }

describe('parseEnv', () => {
  it('accepts a URL and key, defaulting the site name', () => {
    expect(parseEnv(valid)).toEqual({ ...valid, VITE_SITE_NAME: 'The Daily Opinion' })
  })

  it('names each missing or malformed variable', () => {
    expect(() => parseEnv({})).toThrow(/VITE_SUPABASE_URL[\s\S]*VITE_SUPABASE_ANON_KEY/)
    expect(() => parseEnv({ ...valid, VITE_SUPABASE_URL: 'javascript:alert(1)' })).toThrow(/VITE_SUPABASE_URL/)
    expect(() => parseEnv({ ...valid, VITE_SUPABASE_ANON_KEY: 'short' })).toThrow(/VITE_SUPABASE_ANON_KEY/)
  })
})
