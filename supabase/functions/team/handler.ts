import type { FetchLike } from '../_shared/anon-rest.ts'
import { siteHref } from '../_shared/site.ts'
import { adminPaths } from '../../../src/config/admin-paths.ts'
import { isStaffRole, ROLE_PHRASES, type StaffRole } from '../../../src/config/staff-roles.ts'

/**
 * POST /functions/v1/team: what an administrator asks of Supabase Auth for the Team tab, which
 * needs the service_role key and so cannot be done from a browser. The caller's own token is
 * checked first (`can_manage_team()` through PostgREST, as the database decides it: role, live session,
 * two-factor level), then:
 *   - `{ action: 'invite', email, role }`: Auth's invitation e-mail (naming the site, the role and
 *     the inviting administrator), and the membership row; an invitation still pending is sent
 *     again (`resent: true`), never deleted;
 *   - `{ action: 'revoke', userId }`: withdraws an invitation not yet accepted (the account goes);
 *   - `{ action: 'remove-factors', userId }`: a member who lost their phone signs in with the
 *     password again and enrols anew.
 * Roles and removals of members who joined are plain database calls (set_member_role,
 * remove_member), made with the administrator's own token.
 */
export interface TeamHandlerOptions {
  supabaseUrl: string
  /** The public anon (or publishable) key, sent with the caller's token to ask the database. */
  anonKey: string
  /** The service_role (or secret) key: only Auth's admin routes need it. */
  serviceRoleKey: string
  /** The web app's origin: the invitation link opens its accept page. */
  siteUrl: string
  fetch?: FetchLike
  log?: (line: string) => void
}

type Role = StaffRole
const MAX_BODY = 4096
const TIMEOUT_MS = 15_000
// The address shapes Auth accepts, bounded as the database bounds them.
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@.]{1,63}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
}

function answer(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...CORS, 'content-type': 'application/json', 'cache-control': 'no-store' } })
}

const refuse = (status: number, error: string) => answer(status, { error })

type Request_ = { action: 'invite'; email: string; role: Role } | { action: 'revoke' | 'remove-factors'; userId: string }

/** The request's action, or the words that say what is wrong with it. */
export function parseTeamRequest(body: unknown): Request_ | string {
  if (!body || typeof body !== 'object') return 'Send a JSON object.'
  const { action, email, role, userId } = body as Record<string, unknown>
  if (action === 'invite') {
    if (typeof email !== 'string' || !EMAIL.test(email.trim())) return 'Enter a valid email address.'
    if (!isStaffRole(role)) return 'Choose a role: contributor, editor or admin.'
    return { action, email: email.trim().toLowerCase(), role }
  }
  if (action === 'revoke' || action === 'remove-factors') {
    if (typeof userId !== 'string' || !UUID.test(userId)) return 'Name the member by their id.'
    return { action, userId }
  }
  return 'Unknown action.'
}

interface AuthUser {
  id: string
  invited_at?: string | null
  last_sign_in_at?: string | null
  factors?: { id: string; status: string }[] | null
}

export function createTeamHandler(options: TeamHandlerOptions): (req: Request) => Promise<Response> {
  const base = options.supabaseUrl.replace(/\/+$/, '')
  const fetchLike: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const log = options.log ?? ((line: string) => console.error(line))
  const service = (extra: Record<string, string> = {}) => ({
    apikey: options.serviceRoleKey,
    ...(options.serviceRoleKey.startsWith('sb_') ? {} : { authorization: `Bearer ${options.serviceRoleKey}` }),
    ...extra,
  })
  const call = (path: string, init: RequestInit) => fetchLike(`${base}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })

  /** Whether the token belongs to an administrator, as the database decides it now. */
  async function callerIsAdmin(authorization: string): Promise<boolean> {
    const response = await call('/rest/v1/rpc/can_manage_team', {
      method: 'POST',
      headers: { apikey: options.anonKey, authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    })
    if (!response.ok) {
      await response.body?.cancel()
      return false
    }
    return (await response.json()) === true
  }

  async function authUser(userId: string): Promise<AuthUser | null> {
    const response = await call(`/auth/v1/admin/users/${userId}`, { headers: service() })
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`reading the member failed with HTTP ${response.status}`)
    return (await response.json()) as AuthUser
  }

  /** POST to a database function through PostgREST: its JSON answer (null for none); throws when it refused. */
  async function rpc(name: string, headers: Record<string, string>, body: Record<string, unknown>): Promise<unknown> {
    const response = await call(`/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${name} failed with HTTP ${response.status}: ${text.slice(0, 200)}`)
    // A function that returns nothing answers 204 with no body.
    return text === '' ? null : (JSON.parse(text) as unknown)
  }

  /**
   * What the invitation e-mail names (the site, the role, who invites), as the account's
   * user_metadata: hosted Auth's template reads it as `.Data`, and so does the local Auth.
   */
  async function invitationData(authorization: string, role: Role): Promise<Record<string, string>> {
    const sender = (await rpc('invitation_sender', { apikey: options.anonKey, authorization }, {})) as Record<string, unknown> | null
    const text = (value: unknown) => (typeof value === 'string' ? value : '')
    return { site_name: text(sender?.site_name), invited_by: text(sender?.invited_by), role, role_phrase: ROLE_PHRASES[role] }
  }

  /**
   * Invites, or (an invitation to this address still pending) invites again: Auth mails a new
   * link, which replaces the earlier one, and the membership takes the new role. An account an
   * earlier invitation made is never deleted here; only one this call made, when its membership
   * could not be written.
   */
  async function invite(email: string, role: Role, authorization: string): Promise<Response> {
    const data = await invitationData(authorization, role)
    const pending = await rpc('invited_account', service(), { address: email })
    const earlier = typeof pending === 'string' && UUID.test(pending) ? pending : null
    if (earlier) {
      // Auth keeps an account's metadata on a second invitation; the mail should name this one.
      const updated = await call(`/auth/v1/admin/users/${earlier}`, {
        method: 'PUT',
        headers: service({ 'content-type': 'application/json' }),
        body: JSON.stringify({ user_metadata: data }),
      })
      if (!updated.ok) throw new Error(`updating the pending invitation failed with HTTP ${updated.status}`)
    }
    const redirectTo = siteHref(options.siteUrl, adminPaths.acceptInvite)
    const invited = await call(`/auth/v1/invite?redirect_to=${encodeURIComponent(redirectTo)}`, {
      method: 'POST',
      headers: service({ 'content-type': 'application/json' }),
      body: JSON.stringify({ email, data }),
    })
    if (invited.status === 422) {
      const { error_code: code } = (await invited.json().catch(() => ({}))) as { error_code?: string }
      if (code === 'email_exists') return refuse(409, 'That address already has an account.')
      return refuse(422, 'Supabase Auth refused that address.')
    }
    if (invited.status === 429) return refuse(429, 'Too many e-mails were sent just now. Try again in a minute.')
    if (!invited.ok) throw new Error(`the invitation failed with HTTP ${invited.status}: ${(await invited.text()).slice(0, 200)}`)
    const user = (await invited.json()) as AuthUser
    try {
      await rpc('add_invited_member', service(), { member: user.id, member_role: role })
    } catch (error) {
      // No membership, no half-made invitation: an account this call created goes again.
      if (user.id !== earlier) await call(`/auth/v1/admin/users/${user.id}`, { method: 'DELETE', headers: service() }).catch(() => undefined)
      throw error
    }
    return answer(200, { userId: user.id, resent: user.id === earlier })
  }

  async function revoke(userId: string): Promise<Response> {
    const user = await authUser(userId)
    if (!user) return refuse(404, 'No such invitation.')
    if (!user.invited_at || user.last_sign_in_at) return refuse(409, 'This member has already joined: remove them instead.')
    const deleted = await call(`/auth/v1/admin/users/${userId}`, { method: 'DELETE', headers: service() })
    if (!deleted.ok) throw new Error(`withdrawing the invitation failed with HTTP ${deleted.status}`)
    return answer(200, { userId })
  }

  async function removeFactors(userId: string): Promise<Response> {
    const user = await authUser(userId)
    if (!user) return refuse(404, 'No such member.')
    const factors = user.factors ?? []
    for (const factor of factors) {
      const deleted = await call(`/auth/v1/admin/users/${userId}/factors/${factor.id}`, { method: 'DELETE', headers: service() })
      if (!deleted.ok && deleted.status !== 404) throw new Error(`removing a factor failed with HTTP ${deleted.status}`)
    }
    return answer(200, { userId, removed: factors.length })
  }

  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
    if (req.method !== 'POST') return refuse(405, 'Use POST.')
    const authorization = req.headers.get('authorization') ?? ''
    if (!/^Bearer \S+$/.test(authorization)) return refuse(401, 'Sign in first.')
    const text = await req.text()
    if (text.length > MAX_BODY) return refuse(413, 'The request is too large.')
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return refuse(400, 'Send a JSON object.')
    }
    const parsed = parseTeamRequest(body)
    if (typeof parsed === 'string') return refuse(400, parsed)
    try {
      if (!(await callerIsAdmin(authorization))) return refuse(403, 'Only administrators can manage the team.')
      if (parsed.action === 'invite') return await invite(parsed.email, parsed.role, authorization)
      if (parsed.action === 'revoke') return await revoke(parsed.userId)
      return await removeFactors(parsed.userId)
    } catch (error) {
      log(`team: ${parsed.action}: ${error instanceof Error ? error.message : String(error)}`)
      return refuse(502, 'Supabase Auth did not answer as expected. Try again.')
    }
  }
}
