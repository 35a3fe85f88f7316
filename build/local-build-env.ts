import { loadEnv } from 'vite'

/**
 * `npm run build` and `npm run preview` beside a running `npm start`, on a clone with no settings:
 * the production build points at the local backend, as the dev server does. The values come from
 * .env.development (the Supabase CLI's public demo URL and anon key), the API port from API_PORT
 * when `npm start` was moved.
 *
 * Only then: when neither VITE_SUPABASE_URL nor VITE_SUPABASE_ANON_KEY is set anywhere for the
 * mode (environment, .env, .env.local, .env.<mode>…) and the local API answers its health check
 * on 127.0.0.1. A build for a real deploy sets its project's values (and a host's build machine
 * runs no local backend), so it is checked exactly as before: a missing value stops it.
 */
const KEYS = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_500) })
    return response.ok && ((await response.json()) as { status?: unknown }).status === 'ok'
  } catch {
    return false
  }
}

export interface LocalBuildDefaults {
  VITE_SUPABASE_URL: string
  VITE_SUPABASE_ANON_KEY: string
}

/** The local backend's values when this build should use them (see above), else null. */
export async function localBuildDefaults(mode: string, root: string, env: NodeJS.ProcessEnv = process.env): Promise<LocalBuildDefaults | null> {
  if (mode === 'development') return null
  const configured: Record<string, string | undefined> = { ...loadEnv(mode, root, 'VITE_'), ...env }
  if (KEYS.some((key) => configured[key]?.trim())) return null
  const local = loadEnv('development', root, 'VITE_')
  const anonKey = local.VITE_SUPABASE_ANON_KEY?.trim()
  const port = Number(env.API_PORT ?? new URL(local.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321').port)
  const url = `http://127.0.0.1:${port}`
  if (!anonKey || !Number.isInteger(port) || !(await answers(`${url}/health`))) return null
  return { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey }
}

/**
 * Puts the local values into this process's environment (where Vite and the prerenderer read
 * them) when they apply, saying so: nobody should ship such a build by mistake.
 */
export async function useLocalBackendWhenUnset(mode: string, root: string, log: (line: string) => void = console.warn): Promise<void> {
  const defaults = await localBuildDefaults(mode, root)
  if (!defaults) return
  Object.assign(process.env, defaults)
  log(`No VITE_SUPABASE_URL or VITE_SUPABASE_ANON_KEY set: this ${mode} build uses the local backend at ${defaults.VITE_SUPABASE_URL} (npm start). For a deploy, set your project's values in .env.local or the environment.`)
}
