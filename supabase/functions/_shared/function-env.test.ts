import { describe, expect, it } from 'vitest'
import { feedOptionsFromEnv } from './function-env.ts'

const getter = (env: Record<string, string>) => (name: string) => env[name]

describe('feedOptionsFromEnv', () => {
  it('reads the platform variables and SITE_URL, trimming trailing slashes', () => {
    const options = feedOptionsFromEnv(
      getter({ SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'eyJ.anon.key', SITE_URL: 'https://news.example/' }),
    )
    expect(options).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      anonKey: 'eyJ.anon.key',
      siteUrl: 'https://news.example',
      publicSupabaseUrl: undefined,
    })
  })

  it('falls back to the default publishable key of newer projects and takes PUBLIC_SUPABASE_URL', () => {
    const options = feedOptionsFromEnv(
      getter({
        SUPABASE_URL: 'http://kong:8000',
        SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_abc"}',
        SITE_URL: 'http://127.0.0.1:5173',
        PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321',
      }),
    )
    expect(options.anonKey).toBe('sb_publishable_abc')
    expect(options.publicSupabaseUrl).toBe('http://127.0.0.1:54321')
  })

  it('names every missing or malformed variable', () => {
    expect(() => feedOptionsFromEnv(getter({ SUPABASE_URL: 'abc.supabase.co', SUPABASE_PUBLISHABLE_KEYS: 'not json' }))).toThrow(
      /SUPABASE_URL[\s\S]*SUPABASE_ANON_KEY or SUPABASE_PUBLISHABLE_KEYS[\s\S]*SITE_URL/,
    )
  })
})
