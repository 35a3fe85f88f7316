/**
 * `npm run bench:faults`: comment writes under load while PostgreSQL is killed, then an audit.
 *
 * Starts a backend (its own process, as npm start runs it) on a throwaway folder, posts
 * comments through the REST API with the anon key from CONCURRENCY clients for SECONDS (at most
 * MAX requests), SIGKILLs PostgreSQL KILLS times spread over the run, and compares every 201
 * the clients saw with the rows in the table. Each request sends a unique text and comes from
 * its own loopback address (127.x.y.z), so the per-address comment rate limit never applies:
 * the bench measures faults, not the rate limit.
 *
 * Env: BENCH_SECONDS (30), BENCH_CONCURRENCY (20), BENCH_MAX (20000), BENCH_KILLS (2).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { LOCAL_ANON_KEY } from '../../server/src/config.ts'
import { embeddedConnectionString } from '../../server/src/db/postgres.ts'
import { request, startBackendProcess, type BackendProcess } from '../../tests/support/backend-process.ts'
import { firstOf } from '../../tests/support/items.ts'
import { freePort } from '../dev/free-port.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 30)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20)
const maxRequests = Number(process.env.BENCH_MAX ?? 20_000)
const kills = Number(process.env.BENCH_KILLS ?? 2)

interface Outcome {
  status: number | 'network error'
  ms: number
  content: string
  at: number
}

/** 127.1.0.1, 127.1.0.2, …: a distinct client address for request n. */
function addressFor(n: number): string {
  return `127.${1 + Math.floor(n / 65_025)}.${Math.floor(n / 255) % 255}.${(n % 255) + 1}`
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-faults-'))
  const dbPort = await freePort()
  let backend: BackendProcess | undefined
  try {
    console.log(`starting a backend in ${dataDir} …`)
    backend = await startBackendProcess({ dataDir, apiPort: await freePort(), dbPort })
    const api = backend
    const articles = JSON.parse((await request(`${api.url}/rest/v1/rpc/latest_articles?max_rows=1`, { headers: { apikey: LOCAL_ANON_KEY } })).text) as {
      id: string
    }[]
    const articleId = firstOf(articles, 'an article to comment on').id
    const run = `bench-${Date.now().toString(36)}`

    const outcomes: Outcome[] = []
    const killedAt: number[] = []
    const started = performance.now()
    const deadline = started + seconds * 1000
    let next = 0

    const client = async () => {
      while (performance.now() < deadline && next < maxRequests) {
        const n = next++
        const content = `${run}-${n}`
        const at = performance.now()
        try {
          const reply = await request(`${api.url}/rest/v1/comments`, {
            method: 'POST',
            headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
            body: JSON.stringify({ article_id: articleId, author_name: 'Bench Reader', content }),
            localAddress: addressFor(n),
            timeoutMs: 30_000,
          })
          outcomes.push({ status: reply.status, ms: reply.ms, content, at })
        } catch {
          outcomes.push({ status: 'network error', ms: performance.now() - at, content, at })
        }
      }
    }

    const killer = async () => {
      for (let k = 1; k <= kills; k++) {
        const when = started + (seconds * 1000 * k) / (kills + 1)
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, when - performance.now())))
        if (performance.now() >= deadline) return
        const pid = api.postmasterPid()
        if (!pid) continue
        process.kill(pid, 'SIGKILL')
        killedAt.push(performance.now())
        console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s: SIGKILL PostgreSQL (pid ${pid})`)
      }
    }

    console.log(`posting comments: ${concurrency} clients, ${seconds} s, at most ${maxRequests} requests, ${kills} kill(s) of PostgreSQL`)
    await Promise.all([...Array.from({ length: concurrency }, client), killer()])
    const elapsed = (performance.now() - started) / 1000

    // Wait for the database before auditing (the last kill may be recent).
    const healthy = Date.now() + 60_000
    while (Date.now() < healthy && (await request(`${api.url}/health`).catch(() => null))?.status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const db = new pg.Client({ connectionString: embeddedConnectionString(dbPort) })
    await db.connect()
    const { rows } = await db.query<{ content: string; n: number }>(
      `select content, count(*)::int as n from public.comments where content like $1 group by content`,
      [`${run}-%`],
    )
    await db.end()

    const stored = new Map(rows.map((r) => [r.content, r.n]))
    const acknowledged = outcomes.filter((o) => o.status === 201)
    const lost = acknowledged.filter((o) => !stored.has(o.content))
    const duplicated = rows.filter((r) => r.n > 1)
    const unacknowledgedButStored = outcomes.filter((o) => o.status !== 201 && stored.has(o.content))
    const byStatus = new Map<string, number>()
    for (const o of outcomes) byStatus.set(String(o.status), (byStatus.get(String(o.status)) ?? 0) + 1)
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b)
    const recoveries = killedAt.map((t) => {
      const first = outcomes.filter((o) => o.status === 201 && o.at > t).sort((a, b) => a.at - b.at)[0]
      return first ? `${((first.at + first.ms - t) / 1000).toFixed(2)} s` : 'not seen'
    })

    const lines = [
      `requests                 ${outcomes.length} in ${elapsed.toFixed(1)} s (${(outcomes.length / elapsed).toFixed(0)}/s), ${concurrency} concurrent`,
      `client addresses         one per request (127.x.y.z), anon key: the per-address comment rate limit never applies`,
      `2xx                      ${acknowledged.length}`,
      `errors by status         ${[...byStatus].filter(([s]) => s !== '201').map(([s, n]) => `${s}: ${n}`).join(', ') || 'none'}`,
      `latency p50 / p99 / max  ${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 99).toFixed(0)} / ${latencies.at(-1)?.toFixed(0)} ms`,
      `PostgreSQL kills         ${killedAt.length}; first 201 after each: ${recoveries.join(', ') || '-'}`,
      `lost acknowledged writes ${lost.length}`,
      `duplicated rows          ${duplicated.length}`,
      `stored without a 201     ${unacknowledgedButStored.length} (the commit landed, the answer did not)`,
      `API process              ${api.alive() ? 'alive throughout' : 'DIED'}`,
    ]
    const dbLog = api.output.join('').split('\n').filter((l) => /\[db\] .*(exited|restart|database (unreachable|answering))/.test(l))
    console.log(`\nbackend log:\n${dbLog.map((l) => `  ${l}`).join('\n')}`)
    console.log(`\n${lines.join('\n')}`)
    if (lost.length || duplicated.length || !api.alive()) process.exitCode = 1
  } finally {
    await backend?.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: Error) => {
  console.error(`bench:faults failed: ${error.stack ?? error.message}`)
  process.exit(1)
})
