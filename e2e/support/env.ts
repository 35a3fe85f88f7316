/** Where the end-to-end stack listens. Ports are overridable so several runs can coexist. */
const webPort = Number(process.env.E2E_WEB_PORT ?? 5183)
const apiPort = Number(process.env.E2E_API_PORT ?? 54331)
const dbPort = Number(process.env.E2E_DB_PORT ?? 54332)

export const E2E = {
  webPort,
  apiPort,
  dbPort,
  webUrl: `http://127.0.0.1:${webPort}`,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  dbUrl: process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
  admin: {
    email: process.env.ADMIN_EMAIL ?? 'admin@example.com',
    password: process.env.ADMIN_PASSWORD ?? 'admin-password',
  },
} as const
