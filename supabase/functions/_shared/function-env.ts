import type { FeedHandlerOptions } from './feed-options.ts'

type EnvGet = (name: string) => string | undefined

/** The anon key: the legacy SUPABASE_ANON_KEY, else the default entry of SUPABASE_PUBLISHABLE_KEYS (newer projects). */
function anonKeyFrom(get: EnvGet): string | undefined {
  const legacy = get('SUPABASE_ANON_KEY')?.trim()
  if (legacy) return legacy
  const publishable = get('SUPABASE_PUBLISHABLE_KEYS')
  if (!publishable) return undefined
  try {
    const keys = JSON.parse(publishable) as Record<string, unknown>
    return typeof keys.default === 'string' ? keys.default : undefined
  } catch {
    return undefined
  }
}

function httpUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  try {
    return ['http:', 'https:'].includes(new URL(trimmed).protocol) ? trimmed.replace(/\/+$/, '') : undefined
  } catch {
    return undefined
  }
}

/**
 * Handler options from the environment the platform gives Edge Functions (SUPABASE_URL and the
 * anon key are injected) plus SITE_URL, which the deployment sets (`supabase secrets set`).
 */
export function feedOptionsFromEnv(get: EnvGet): FeedHandlerOptions {
  const supabaseUrl = httpUrl(get('SUPABASE_URL'))
  const anonKey = anonKeyFrom(get)
  const siteUrl = httpUrl(get('SITE_URL'))
  const problems = [
    !supabaseUrl && 'SUPABASE_URL (injected by the platform) is missing or not an http(s) URL',
    !anonKey && 'SUPABASE_ANON_KEY or SUPABASE_PUBLISHABLE_KEYS (injected by the platform) is missing',
    !siteUrl && 'SITE_URL is missing or not an http(s) URL: run `supabase secrets set SITE_URL=https://your-site.example`',
  ].filter(Boolean)
  if (problems.length > 0) throw new Error(`Edge Function environment:\n- ${problems.join('\n- ')}`)
  return {
    supabaseUrl: supabaseUrl!,
    anonKey: anonKey!,
    siteUrl: siteUrl!,
    publicSupabaseUrl: httpUrl(get('PUBLIC_SUPABASE_URL')),
  }
}
