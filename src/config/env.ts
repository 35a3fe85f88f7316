import { z } from 'zod'

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ message: 'VITE_SUPABASE_URL must be the URL of your Supabase project' }),
  VITE_SUPABASE_ANON_KEY: z
    .string({ message: 'VITE_SUPABASE_ANON_KEY is missing' })
    .min(20, 'VITE_SUPABASE_ANON_KEY must be the public anon (publishable) key'),
  VITE_SITE_NAME: z.string().min(1).default('The Daily Opinion'),
})

function parseEnv() {
  const parsed = envSchema.safeParse(import.meta.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment; copy .env.example to .env and check:\n${problems.join('\n')}`)
  }
  return parsed.data
}

export const env = parseEnv()
