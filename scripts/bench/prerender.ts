/**
 * `npm run bench:prerender`: how long `npm run build` takes with a large archive. A scratch
 * backend is loaded with the bench archive (100,000 articles by default, scripts/bench/lib/seed.ts),
 * then the build runs as `npm run build` does (vite build, then build/prerender/prerender.ts with the
 * default PRERENDER_ARTICLES unless set) into a temp folder, each step timed
 * (scripts/bench/lib/build-time.ts, which `npm run bench` runs too). Only 127.0.0.1.
 *
 *   npm run bench:prerender -- [--articles 100000]
 */
import { parseArgs } from 'node:util'
import { articlesOption } from './lib/articles-option.ts'
import { BUILD_TARGET_SECONDS, measureBuildTime } from './lib/build-time.ts'
import { analyze, seedArchive } from './lib/seed.ts'
import { startScratchStack } from './lib/stack.ts'

const { values } = parseArgs({ options: { articles: { type: 'string', default: '100000' } } })
const articles = articlesOption(values.articles)
const log = (line: string) => console.log(line)
const quiet = () => undefined

const stack = await startScratchStack(quiet)
try {
  log(`[bench:prerender] loading ${articles.toLocaleString('en-US')} articles`)
  await seedArchive(stack.pool, { articles, commentsPerArticle: 2, log: quiet })
  await analyze(stack.pool)
  const time = await measureBuildTime({ apiUrl: stack.api.url, anonKey: stack.anon.apikey })
  log('')
  log(`| articles | PRERENDER_ARTICLES | vite build | prerender | total (target ≤ ${BUILD_TARGET_SECONDS} s at 100,000) | HTML files |`)
  log(`|---:|---:|---:|---:|---:|---:|`)
  log(`| ${articles.toLocaleString('en-US')} | ${time.prerenderArticles} | ${time.build.toFixed(1)} s | ${time.prerender.toFixed(1)} s | ${time.total.toFixed(1)} s | ${time.htmlFiles} |`)
} finally {
  await stack.stop()
}
