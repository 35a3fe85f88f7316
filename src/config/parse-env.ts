import { DEFAULT_SITE_NAME } from './site-catalogue.ts'

// Checked by hand rather than with zod: three variables do not justify the ~65 kB (gzip) zod
// adds to every reader's first download.
export interface Env {
  VITE_SUPABASE_URL: string
  VITE_SUPABASE_ANON_KEY: string
  VITE_SITE_NAME: string
}

type RawEnv = Record<string, string | boolean | undefined>

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export function parseEnv(raw: RawEnv): Env {
  const text = (name: string) => (typeof raw[name] === 'string' ? raw[name].trim() : '')
  const url = text('VITE_SUPABASE_URL')
  const anonKey = text('VITE_SUPABASE_ANON_KEY')
  const problems = [
    !isHttpUrl(url) && '- VITE_SUPABASE_URL: must be the http(s) URL of your Supabase project',
    anonKey.length < 20 && '- VITE_SUPABASE_ANON_KEY: must be the public anon (publishable) key',
  ].filter(Boolean)
  if (problems.length > 0) {
    throw new Error(`Invalid environment; copy .env.example to .env.local and check:\n${problems.join('\n')}`)
  }
  return { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey, VITE_SITE_NAME: text('VITE_SITE_NAME') || DEFAULT_SITE_NAME }
}
