import type { AnonRest, FetchLike } from './anon-rest.ts'

/** What the sitemap and RSS handlers need; index.ts fills it from the environment, tests and the local backend directly. */
export interface FeedHandlerOptions {
  /** Where PostgREST is reached (`<url>/rest/v1`). */
  supabaseUrl: string
  /** The public anon (or publishable) key: the handlers read only what visitors may read. */
  anonKey: string
  /** The web app's origin, for the page links in the documents. */
  siteUrl: string
  /**
   * The project URL as crawlers reach it, for links back to the functions (sitemap index
   * entries, the feed's self link). Defaults to supabaseUrl; set it when that is an internal
   * address, as under `supabase functions serve` (http://kong:8000).
   */
  publicSupabaseUrl?: string
  fetch?: FetchLike
  /** Where a failed read is reported (default console.error). */
  log?: (line: string) => void
}

export function functionUrl(options: FeedHandlerOptions, name: string): string {
  return `${(options.publicSupabaseUrl ?? options.supabaseUrl).replace(/\/+$/, '')}/functions/v1/${name}`
}

export function anonRest(options: FeedHandlerOptions): AnonRest {
  return {
    supabaseUrl: options.supabaseUrl,
    anonKey: options.anonKey,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  }
}
