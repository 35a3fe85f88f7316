import { startScratchStack } from '../scripts/bench/stack.ts'
import { seedArchive, analyze } from '../scripts/bench/seed.ts'
import { aliases, ilikeTerms, nestedEmbeds } from '../tests/support/crafted-requests.ts'
const stack = await startScratchStack(() => {})
await seedArchive(stack.pool, { articles: 3000, commentsPerArticle: 1, log: () => {} })
await analyze(stack.pool)
const { rows } = await stack.pool.query(`select slug from public.articles where status='published' limit 50`)
const url = stack.api.url
const key = stack.anon.apikey
async function cost(name: string, path: (i: number) => string, withKey = true, n = 100) {
  for (let i = 0; i < 10; i++) await (await fetch(url + path(i), { headers: withKey ? { apikey: key } : {} })).arrayBuffer()
  const c0 = process.cpuUsage(); const t0 = performance.now(); let bytes = 0; let st = 0
  for (let i = 0; i < n; i++) { const r = await fetch(url + path(i), { headers: withKey ? { apikey: key } : {} }); bytes += (await r.arrayBuffer()).byteLength; st = r.status }
  const c = process.cpuUsage(c0); const t = performance.now() - t0
  console.log(`${name} [${st}]: ${(t / n).toFixed(2)} ms wall, ${((c.user + c.system) / 1000 / n).toFixed(2)} ms cpu, ${(bytes / n / 1024).toFixed(1)} KiB`)
}
await cost('article_page', (i) => `/rest/v1/rpc/article_page?slug=${rows[i % 50].slug}`)
await cost('nested', () => `/rest/v1/articles?select=${encodeURIComponent(nestedEmbeds(24))}`)
await cost('aliases', () => `/rest/v1/articles?select=${aliases('content', 700)}`)
await cost('ilike', () => `/rest/v1/articles?select=id&or=${encodeURIComponent(ilikeTerms(345))}`)
await cost('rpc aliases', () => `/rest/v1/rpc/article_page?slug=x&select=${aliases('article', 700)}`)
await cost('fn sitemap?page=1', () => `/functions/v1/sitemap?page=1`, false)
await cost('fn rss', () => `/functions/v1/rss`, false)
await cost('article_page', (i) => `/rest/v1/rpc/article_page?slug=${rows[i % 50].slug}`)
await stack.stop()
