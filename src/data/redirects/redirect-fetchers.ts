import type { DbClient } from '../db-client.ts'
import { requestError } from '../request-error.ts'

/** Where an old address (normalised: lib/old-address.ts) leads now, or null: one probe of the redirects' key. */
export async function resolveRedirect(db: DbClient, address: string): Promise<string | null> {
  const { data, error, status } = await db.rpc('resolve_redirect', { path: address }, { get: true })
  if (error) throw requestError(error, status)
  return typeof data === 'string' && data.startsWith('/') ? data : null
}

export interface RedirectRule {
  from: string
  to: string
}

function isRedirectRule(row: unknown): row is RedirectRule {
  return typeof row === 'object' && row !== null && 'from' in row && 'to' in row && typeof row.from === 'string' && typeof row.to === 'string'
}

/** Every redirect readers can follow, 1000 at a time by address: the build writes them for the hosts. */
export async function fetchAllRedirectRules(db: DbClient): Promise<RedirectRule[]> {
  const rules: RedirectRule[] = []
  let after: string | undefined
  for (;;) {
    const { data, error, status } = await db.rpc('redirect_rules', { ...(after === undefined ? {} : { after_path: after }), max_rows: 1000 }, { get: true })
    if (error) throw requestError(error, status)
    const page: unknown[] = Array.isArray(data) ? data : []
    rules.push(...page.filter(isRedirectRule))
    const last = page.at(-1)
    if (page.length < 1000 || !isRedirectRule(last)) return rules
    after = last.from
  }
}
