import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = { '@': path.resolve(import.meta.dirname, 'src') }

// What .env.development gives the app; Vite's test mode loads no .env file.
const webEnv = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'test-anon-key-0123456789',
  VITE_SITE_NAME: 'The Daily Opinion',
}

// Unit tests share a worker (isolate: false): a fresh worker per file loads jsdom and the
// modules again for each of about 170 files, minutes of a two-core run for seconds of tests.
// Files that replace a module or a global would leak it into the next file, so those, found by
// what they call, keep a worker each.
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/
function testFilesIn(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => path.join(folder, file)))
}
const replacing = (files: string[]) => files.filter((file) => REPLACES.test(readFileSync(file, 'utf8')))

const webReplacing = replacing(testFilesIn(['src']))
const webProject = (name: string, include: string[], exclude: string[], isolate: boolean) => ({
  plugins: [react()],
  resolve: { alias },
  test: {
    name,
    include,
    exclude: [...exclude, '**/node_modules/**'],
    isolate,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    env: webEnv,
  },
})

const SERVER_FOLDERS = ['server/src', 'supabase/functions', 'scripts', 'build', 'tests/support']
// Each function's handler tests are node:test files, run on Node and on Deno by
// `npm run check:functions` (scripts/check/edge-functions.ts).
const SERVER_EXCLUDE = ['supabase/functions/*/handler.test.ts', '**/node_modules/**']
const serverReplacing = replacing(testFilesIn(SERVER_FOLDERS))
const serverProject = (name: string, include: string[], exclude: string[], isolate: boolean) => ({
  test: { name, include, exclude: [...exclude, ...SERVER_EXCLUDE], isolate, environment: 'node' as const, globals: true },
})

export default defineConfig({
  test: {
    // Both cores: Vitest's default leaves one to its main process, which mostly waits.
    maxWorkers: 2,
    projects: [
      webProject('unit:web', ['src/**/*.test.{ts,tsx}'], webReplacing, false),
      webProject('unit:web-replacing', webReplacing, [], true),
      serverProject('unit:server', SERVER_FOLDERS.map((folder) => `${folder}/**/*.test.ts`), serverReplacing, false),
      serverProject('unit:server-replacing', serverReplacing, [], true),
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
