// Edge Function entry (Deno): `supabase functions deploy send-mail`. Supabase Cron calls it every
// 10 seconds (docs/newsletter.md); the logic is in handler.ts.
import nodemailer from 'npm:nodemailer@10'
import { smtpSettingsFromEnv, smtpTransport } from '../_shared/smtp.ts'
import { createSendMailHandler } from './handler.ts'

const env = (name: string) => Deno.env.get(name)
const required = (name: string) => {
  const value = env(name)?.trim()
  if (!value) throw new Error(`${name} is missing (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are injected by the platform; set SITE_URL with \`supabase secrets set\`)`)
  return value
}

Deno.serve(
  createSendMailHandler({
    supabaseUrl: required('SUPABASE_URL'),
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    siteUrl: required('SITE_URL').replace(/\/+$/, ''),
    transport: smtpTransport(nodemailer.createTransport, smtpSettingsFromEnv(env)),
  }),
)
