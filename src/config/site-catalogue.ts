/**
 * The site's own facts, kept once for the app (src/config), the Edge Functions
 * (supabase/functions/_shared/site.ts) and the machine-readable documents. Like categories.ts and
 * paths.ts it imports nothing, so Deno loads it by relative path as it is
 * (supabase/functions/_shared/deno-imports.test.ts).
 */

/** The name the Edge Functions print; the app shows VITE_SITE_NAME when that is set. */
export const DEFAULT_SITE_NAME = 'The Daily Opinion'
export const SITE_DESCRIPTION =
  'Independent opinion and news: politics, health, sports, entertainment and long-form documentary.'
export const SITE_LANGUAGE = 'en-us'
export const DEFAULT_ARTICLE_IMAGE = '/images/default-article.svg'
/** The articles trending lists beside the front page's lead (home_page() picks as many). */
export const TRENDING_SIZE = 5
