import { Hono } from 'hono'
import nodemailer from 'nodemailer'
import type { FeedHandlerOptions } from '../../../supabase/functions/_shared/feed-options.ts'
import { smtpTransport, type CreateTransport, type MailTransport } from '../../../supabase/functions/_shared/smtp.ts'
import { createRssHandler } from '../../../supabase/functions/rss/handler.ts'
import { createSendMailHandler } from '../../../supabase/functions/send-mail/handler.ts'
import { createSitemapHandler } from '../../../supabase/functions/sitemap/handler.ts'
import { createTeamHandler } from '../../../supabase/functions/team/handler.ts'
import { createUnsubscribeHandler } from '../../../supabase/functions/unsubscribe/handler.ts'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY, type ServerConfig } from '../config.ts'
import type { GatewayEnv } from '../http/env.ts'
import { signJwt } from '../jwt.ts'

/**
 * The Edge Functions of supabase/functions/ that the local backend serves at /functions/v1/<name>,
 * the same handler modules `supabase functions deploy` ships. These are deployed with
 * verify_jwt = false (supabase/config.toml), so the gateway lets them through without a key;
 * `npm run check:deploy-docs` fails when this list and config.toml disagree.
 */
const FUNCTIONS = {
  sitemap: createSitemapHandler,
  rss: createRssHandler,
  // Mail clients' one-click unsubscribe (RFC 8058) sends no key.
  unsubscribe: createUnsubscribeHandler,
} satisfies Record<string, (options: FeedHandlerOptions) => (req: Request) => Promise<Response>>

const OPEN_FUNCTION_PATH = new RegExp(`^/functions/v1/(${Object.keys(FUNCTIONS).join('|')})$`)

/** Whether the gateway serves this path without an apikey. */
export function isOpenFunctionPath(path: string): boolean {
  return OPEN_FUNCTION_PATH.test(path)
}

/** The functions' environment: the gateway's, as they read no credentials and set nothing. */
export type FunctionsEnv = GatewayEnv

export interface FunctionRoutesDeps {
  config: ServerConfig
  /** Sends a request through this same API (gateway, PostgREST, RLS) without a network round trip. */
  fetch: (request: Request) => Promise<Response>
}

export function createFunctionRoutes({ config, fetch }: FunctionRoutesDeps): Hono<FunctionsEnv> {
  let anonKey: Promise<string> | undefined
  // The anon key the hosted platform injects as SUPABASE_ANON_KEY, for this backend's secret.
  const localAnonKey = () =>
    (anonKey ??=
      config.jwtSecret === LOCAL_JWT_SECRET
        ? Promise.resolve(LOCAL_ANON_KEY)
        : signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, config.jwtSecret))

  let serviceKey: Promise<string> | undefined
  // The service_role key the hosted platform injects as SUPABASE_SERVICE_ROLE_KEY.
  const localServiceKey = () =>
    (serviceKey ??=
      config.jwtSecret === LOCAL_JWT_SECRET
        ? Promise.resolve(LOCAL_SERVICE_ROLE_KEY)
        : signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, config.jwtSecret))
  // One pooled SMTP transport for the backend's life, as a warm Edge Function keeps its own.
  let transport: MailTransport | undefined
  const mailTransport = () => (transport ??= smtpTransport(nodemailer.createTransport as CreateTransport, config.smtp))

  const app = new Hono<FunctionsEnv>()
  // Not an open path: like on the platform (verify_jwt on), the gateway wants a key.
  app.all('/send-mail', async (c) => {
    const handler = createSendMailHandler({
      supabaseUrl: new URL(c.req.url).origin,
      serviceRoleKey: await localServiceKey(),
      siteUrl: config.siteUrl,
      transport: mailTransport(),
      fetch: (input, init) => fetch(new Request(input, init)),
      log: (line) => config.log(`[functions] send-mail: ${line}`),
    })
    return handler(c.req.raw)
  })
  // Keyed too (verify_jwt on): an administrator's session token calls it from the Team tab.
  app.all('/team', async (c) => {
    const handler = createTeamHandler({
      supabaseUrl: new URL(c.req.url).origin,
      anonKey: await localAnonKey(),
      serviceRoleKey: await localServiceKey(),
      siteUrl: config.siteUrl,
      fetch: (input, init) => fetch(new Request(input, init)),
      log: (line) => config.log(`[functions] team: ${line}`),
    })
    return handler(c.req.raw)
  })
  for (const [name, createHandler] of Object.entries(FUNCTIONS)) {
    // Every method reaches the handler, as on the platform; it answers GET/HEAD/OPTIONS and refuses the rest.
    app.all(`/${name}`, async (c) => {
      const handler = createHandler({
        // The API as the caller reached it: the documents' links back to /functions/v1 use it.
        supabaseUrl: new URL(c.req.url).origin,
        anonKey: await localAnonKey(),
        siteUrl: config.siteUrl,
        fetch: (input, init) => fetch(new Request(input, init)),
        log: (line) => config.log(`[functions] ${name}: ${line}`),
      })
      return handler(c.req.raw)
    })
  }
  return app
}
