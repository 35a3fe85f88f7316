import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = { '@': path.resolve(import.meta.dirname, 'src') }

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit:web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          globals: true,
          setupFiles: ['./src/test/setup.ts'],
          // What .env.development gives the app; Vite's test mode loads no .env file.
          env: {
            VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
            VITE_SUPABASE_ANON_KEY: 'test-anon-key-0123456789',
            VITE_SITE_NAME: 'The Daily Opinion',
          },
        },
      },
      {
        test: {
          name: 'unit:server',
          include: ['server/src/**/*.test.ts', 'supabase/functions/**/*.test.ts', 'scripts/**/*.test.ts', 'build/**/*.test.ts', 'tests/support/**/*.test.ts'],
          // Each function's handler tests are node:test files, run on Node and on Deno by
          // `npm run check:functions` (scripts/check/edge-functions.ts).
          exclude: ['supabase/functions/*/handler.test.ts', '**/node_modules/**'],
          environment: 'node',
          globals: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/product/**/*.test.ts', 'tests/platform/**/*.test.ts'],
          environment: 'node',
          globals: true,
          globalSetup: ['./tests/support/global-setup.ts'],
          setupFiles: ['./tests/support/leave-rows-as-found.ts'],
          // One shared backend per run: files run one after another, never two at once.
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
