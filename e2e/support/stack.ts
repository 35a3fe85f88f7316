/**
 * The end-to-end stack Playwright starts (scripts/dev/stack.ts): a fresh seeded backend on a
 * throwaway data folder and the build `npm run build` makes beside it with nothing set (vite build, then the
 * pages prerendered from the seeded data), served by `vite preview` as the hosts serve it, on the
 * ports the runner chose (env.ts). Playwright's SIGTERM stops everything, so no PostgreSQL is
 * left holding a port; a preview server that dies takes the backend with it.
 */
import { checkoutSettings, startStack, stopOnSignals } from '../../scripts/dev/stack.ts'
import { E2E } from './env.ts'
import { startHookReceiver } from './hook-receiver.ts'

const log = (line: string) => console.log(`[e2e-api] ${line}`)
// Built with no VITE_SUPABASE_* setting, as a fresh clone builds beside `npm start` (CI's case;
// e2e/prerender/build-without-settings.spec.ts checks the outcome), unless this checkout's .env
// files set them: the build would then use those, so the local values are passed instead.
const checkoutKeys = checkoutSettings()
const settings = checkoutKeys.length === 0 ? 'none' : 'given'
if (settings === 'given') log(`this checkout sets ${checkoutKeys.join(', ')}: the build is given the local API's values`)
// Listening before the backend starts: the seed's articles ask for a build at once.
const receiver = await startHookReceiver()
const stack = await startStack({
  name: 'news-e2e-',
  log,
  apiPort: E2E.apiPort,
  dbPort: E2E.dbPort,
  mailSmtpPort: E2E.mailSmtpPort,
  mailWebPort: E2E.mailWebPort,
  siteUrl: E2E.webUrl,
  env: process.env,
  site: { port: E2E.webPort, prerender: true, settings },
})
stopOnSignals({ site: stack.site, stop: async () => { await stack.stop(); await receiver.close() } }, log)
