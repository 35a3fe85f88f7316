/**
 * `npm run bench:prerender`: how long `npm run build` takes with a large archive. A scratch
 * backend is loaded with the bench archive (100,000 articles by default, scripts/bench/seed.ts),
 * then the build runs as `npm run build` does (vite build, then scripts/prerender.ts with the
 * default PRERENDER_ARTICLES unless set) into a temp folder, each step timed. Only 127.0.0.1.
 *
 *   npm run bench:prerender -- [--articles 100000]
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { LOCAL_ANON_KEY, projectRoot } from '../server/src/config.ts'
import { articlesOption } from './bench/articles-option.ts'
import { analyze, seedArchive } from './bench/seed.ts'
import { startScratchStack } from './bench/stack.ts'
import { bin, exitCode } from './processes.ts'

const { values } = parseArgs({ options: { articles: { type: 'string', default: '100000' } } })
const articles = articlesOption(values.articles)
const log = (line: string) => console.log(line)
const quiet = () => undefined

async function timed(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now()
  const child = spawn(process.execPath, args, { cwd: projectRoot, env, stdio: ['ignore', 'inherit', 'inherit'] })
  const code = await exitCode(child)
  if (code !== 0) throw new Error(`${name} failed with exit code ${code}`)
  return (performance.now() - started) / 1000
}

async function countHtml(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true })
  return entries.filter((entry) => entry.endsWith('.html')).length
}

const stack = await startScratchStack(quiet)
const outDir = await mkdtemp(path.join(os.tmpdir(), 'bench-prerender-'))
try {
  log(`[bench:prerender] loading ${articles.toLocaleString('en-US')} articles`)
  await seedArchive(stack.pool, { articles, commentsPerArticle: 2, log: quiet })
  await analyze(stack.pool)
  const env = { ...process.env, VITE_SUPABASE_URL: stack.api.url, VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY, SITE_URL: 'http://127.0.0.1:4173' }
  const build = await timed('vite build', [bin.vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], env)
  const prerender = await timed('prerender', ['--import', 'tsx', 'scripts/prerender.ts', '--outDir', outDir], env)
  const pages = await countHtml(outDir)
  log('')
  log(`| articles | PRERENDER_ARTICLES | vite build | prerender | total | HTML files |`)
  log(`|---:|---:|---:|---:|---:|---:|`)
  log(`| ${articles.toLocaleString('en-US')} | ${process.env.PRERENDER_ARTICLES ?? '1000 (default)'} | ${build.toFixed(1)} s | ${prerender.toFixed(1)} s | ${(build + prerender).toFixed(1)} s | ${pages} |`)
} finally {
  await rm(outDir, { recursive: true, force: true })
  await stack.stop()
}
