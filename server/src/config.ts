import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StaffRole } from '../../src/config/staff-roles.ts'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The Supabase CLI's local JWT secret: public knowledge, for local use only. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

/** HS256 JWT {"iss":"supabase-demo","role":"anon","exp":1983812996} signed with LOCAL_JWT_SECRET. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** Same claims with role service_role. Server-side and tests only; never shipped to the browser. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** A seeded member of the demo newsroom (local only; never a hosted project). */
export interface DemoMember {
  email: string
  password: string
  role: StaffRole
  displayName: string
}

export interface ServerConfig {
  /** Host and port the HTTP API listens on (default 127.0.0.1:54321). */
  host: string
  port: number
  /** Port of the embedded PostgreSQL (default 54322). Ignored when databaseUrl is set. */
  dbPort: number
  /** Folder for PostgreSQL data and stored objects (default <root>/.local). */
  dataDir: string
  /** Use an existing PostgreSQL server instead of the embedded one. */
  databaseUrl?: string
  jwtSecret: string
  /** Access-token lifetime in seconds (GoTrue default 3600). */
  jwtExpiry: number
  /** Largest request body accepted, in bytes. */
  bodyLimit: number
  /** Seed supabase/seed.sql and the demo administrator when the database is created. */
  seed: boolean
  adminEmail: string
  adminPassword: string
  /** The demo administrator's byline (ADMIN_DISPLAY_NAME): readers never see the login e-mail. */
  adminDisplayName: string
  /** The rest of the demo newsroom, seeded beside the administrator: an editor and a contributor. */
  demoMembers: readonly DemoMember[]
  /** The web app's origin, for page links in the sitemap and feed (SITE_URL; default the dev site). */
  siteUrl: string
  /**
   * Where the auth e-mail links may send a browser besides the site URL (ADDITIONAL_REDIRECT_URLS,
   * comma separated; config.toml additional_redirect_urls).
   */
  authRedirectUrls?: string[]
  /**
   * Open POST /auth/v1/signup (ENABLE_SIGNUP=true; config.toml [auth] enable_signup), with the
   * address confirmed at once. Off by default and in every product setup: it exists so GoTrue's
   * own client suites, which create their users by signing up, can run against this backend.
   */
  enableSignup?: boolean
  /** Allowed browser origins for CORS; '*' allows any. */
  corsOrigins: string[] | '*'
  /**
   * Addresses of reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES, comma
   * separated). Empty by default: the socket's address is the client, whatever the request says.
   */
  trustedProxies?: string[]
  /** Where outgoing mail goes: locally the mail catcher, in production the provider's SMTP. */
  smtp: SmtpConfig
  /**
   * How often the backend runs the send-mail function, as Supabase Cron does on hosted
   * (MAIL_SEND_INTERVAL_MS, default 2000; 0 turns the schedule off, e.g. for a bench that runs
   * its own sender).
   */
  mailSendIntervalMs: number
  /**
   * The static host's deploy hook (DEPLOY_HOOK_URL: a Netlify build hook, a Vercel or Cloudflare Pages deploy hook):
   * POSTed after changes readers see, as Supabase Cron + pg_net do on hosted. Unset, nothing is
   * sent (the requests wait in the database).
   */
  deployHookUrl?: string
  /** How often the backend looks for a build to ask for (DEPLOY_HOOK_INTERVAL_MS, default 10000). */
  deployHookIntervalMs: number
  /** The least time between two POSTs, and the first retry's wait (DEPLOY_HOOK_QUIET_MS, default one minute). */
  deployHookQuietMs: number
  log: (line: string) => void
}

export interface SmtpConfig {
  host: string
  port: number
  user?: string
  pass?: string
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean
  /** The From: of every message, e.g. "The Daily Opinion <news@example.com>". */
  from: string
}

/**
 * SMTP_HOST/PORT/USER/PASS/SECURE and MAIL_FROM; unset, the local mail catcher
 * (127.0.0.1, MAIL_SMTP_PORT or 54325).
 */
export function smtpFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpConfig {
  return {
    host: env.SMTP_HOST ?? '127.0.0.1',
    port: Number(env.SMTP_PORT ?? env.MAIL_SMTP_PORT ?? 54325),
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    secure: env.SMTP_SECURE === 'true',
    from: env.MAIL_FROM ?? 'The Daily Opinion <newsletter@example.com>',
  }
}

/** Supabase's minimum: a shorter HS256 secret can be found by brute force, and with it any role. */
const MIN_JWT_SECRET_LENGTH = 32

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const jwtSecret = env.JWT_SECRET ?? LOCAL_JWT_SECRET
  if (jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long (it has ${jwtSecret.length}).`)
  }
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port: Number(env.API_PORT ?? 54321),
    dbPort: Number(env.DB_PORT ?? 54322),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(projectRoot, '.local')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    jwtExpiry: Number(env.JWT_EXPIRY ?? 3600),
    bodyLimit: Number(env.BODY_LIMIT ?? 10 * 1024 * 1024),
    seed: env.SEED !== 'false',
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD ?? 'admin-password',
    adminDisplayName: env.ADMIN_DISPLAY_NAME ?? 'Hannah Cole',
    demoMembers: [
      { email: 'editor@example.com', password: 'editor-password', role: 'editor', displayName: 'Elena Editor' },
      { email: 'contributor@example.com', password: 'contributor-password', role: 'contributor', displayName: 'Carl Contributor' },
    ],
    siteUrl: (env.SITE_URL ?? `http://127.0.0.1:${env.PORT ?? 5173}`).replace(/\/+$/, ''),
    authRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? '').split(',').map((u) => u.trim()).filter(Boolean),
    enableSignup: env.ENABLE_SIGNUP === 'true',
    corsOrigins: '*',
    trustedProxies: (env.TRUSTED_PROXIES ?? '').split(',').map((a) => a.trim()).filter(Boolean),
    smtp: smtpFromEnv(env),
    mailSendIntervalMs: Number(env.MAIL_SEND_INTERVAL_MS ?? 2000),
    deployHookUrl: deployHookUrlFromEnv(env.DEPLOY_HOOK_URL),
    deployHookIntervalMs: positiveMs(env.DEPLOY_HOOK_INTERVAL_MS, 10_000, 'DEPLOY_HOOK_INTERVAL_MS'),
    deployHookQuietMs: positiveMs(env.DEPLOY_HOOK_QUIET_MS, 60_000, 'DEPLOY_HOOK_QUIET_MS'),
    log: (line) => console.log(line),
  }
}

/** An http(s) URL or nothing: a typo must fail the start, not every POST for days. */
function deployHookUrlFromEnv(value: string | undefined): string | undefined {
  const url = value?.trim()
  if (!url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`DEPLOY_HOOK_URL is not a URL: ${url}`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`DEPLOY_HOOK_URL must be an http(s) URL: ${url}`)
  return parsed.href
}

function positiveMs(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const ms = Number(value)
  if (!Number.isFinite(ms) || ms <= 0) throw new Error(`${name} must be a positive number of milliseconds: ${value}`)
  return ms
}

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '')
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true
  const v4 = h.startsWith('::ffff:') ? h.slice(7) : h
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}

/**
 * The demo secret is public (every Supabase CLI has it): with it anyone can sign a service_role
 * token. Fine on loopback, where only this machine can connect; never on a reachable address.
 */
export function assertSecretFitsHost(config: Pick<ServerConfig, 'host' | 'jwtSecret'>): void {
  if (config.jwtSecret === LOCAL_JWT_SECRET && !isLoopbackHost(config.host)) {
    throw new Error(
      `Refusing to listen on ${config.host} with the public demo JWT secret: anyone who can reach this address could sign a service_role token. Set JWT_SECRET to a private secret of at least ${MIN_JWT_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 32\`), or keep API_HOST on a loopback address such as 127.0.0.1.`,
    )
  }
}
