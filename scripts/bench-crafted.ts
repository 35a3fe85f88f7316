/**
 * `npm run bench:crafted`: issue 15's crafted anonymous requests against a scratch backend built
 * as `npm start` builds one (seeded), each alone and then 25 at once while readers load the
 * front page. Prints one Markdown table. Only 127.0.0.1, a fixed number of requests.
 */
import { startStack } from './stack.ts'
import { LOCAL_ANON_KEY } from '../server/src/config.ts'
import { itemAt } from '../tests/support/items.ts'
import { aliases, ilikeTerms, nestedEmbeds } from '../tests/support/crafted-requests.ts'

const FLOOD = 25
const READERS = 10
const QUIET_READS = 20

const CRAFTED: [string, string][] = [
  ['embeds nested 24 deep', `articles?select=${encodeURIComponent(nestedEmbeds(24))}`],
  ['`content` under 700 aliases', `articles?select=${aliases('content', 700)}`],
  ['345-term `or=(content.ilike…)`', `articles?select=id&or=${encodeURIComponent(ilikeTerms(345))}`],
  ['700 aliases on `rpc/article_page`', `rpc/article_page?slug=x&select=${aliases('article', 700)}`],
]

interface Reply { status: number; bytes: number; ms: number }

async function send(base: string, path: string): Promise<Reply> {
  const started = performance.now()
  const response = await fetch(`${base}/rest/v1/${path}`, { headers: { apikey: LOCAL_ANON_KEY } })
  const bytes = (await response.arrayBuffer()).byteLength
  return { status: response.status, bytes, ms: performance.now() - started }
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? NaN

async function main() {
  const stack = await startStack({ name: 'bench-crafted-', log: () => undefined })
  try {
    const base = stack.backend.api.url
    const rows: string[] = ['| request (anon key) | status | bytes | time |', '|---|---|---|---|']
    for (const [name, path] of CRAFTED) {
      const reply = await send(base, path)
      rows.push(`| ${name} | ${reply.status} | ${reply.bytes} | ${ms(reply.ms)} |`)
    }
    const quiet: number[] = []
    for (let i = 0; i < QUIET_READS; i++) quiet.push((await send(base, 'rpc/home_page')).ms)
    const flood = Array.from({ length: FLOOD }, (_, i) => send(base, itemAt(CRAFTED, i % CRAFTED.length)[1]))
    const readers = Array.from({ length: READERS }, () => send(base, 'rpc/home_page'))
    const [crafted, read] = await Promise.all([Promise.all(flood), Promise.all(readers)])
    const readTimes = read.map((reply) => reply.ms)
    rows.push(
      `| ${FLOOD} crafted at once | ${[...new Set(crafted.map((r) => r.status))].join(', ')} | ≤ ${Math.max(...crafted.map((r) => r.bytes))} | ≤ ${ms(Math.max(...crafted.map((r) => r.ms)))} |`,
      `| a reader's \`rpc/home_page\`, quiet (p50 / max of ${QUIET_READS}) | 200 | | ${ms(quantile(quiet, 0.5))} / ${ms(quantile(quiet, 1))} |`,
      `| ${READERS} readers' \`rpc/home_page\` during the ${FLOOD} (p50 / max) | ${[...new Set(read.map((r) => r.status))].join(', ')} | | ${ms(quantile(readTimes, 0.5))} / ${ms(quantile(readTimes, 1))} |`,
    )
    console.log(rows.join('\n'))
  } finally {
    await stack.stop()
  }
}

main().catch((error: Error) => {
  console.error(`bench:crafted failed: ${error.stack ?? error.message}`)
  process.exit(1)
})
