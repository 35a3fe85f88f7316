import http from 'node:http'
import { E2E } from './env.ts'

/**
 * The static host's deploy hook for the e2e stack: the backend's DEPLOY_HOOK_URL names it, it
 * answers every POST with 200 and keeps the bodies. It runs beside the stack for the whole run,
 * so the publishes of every spec reach a host that accepts them (a closed port would fill the
 * log with failed attempts and their retries); the deploy-hook spec reads what arrived through
 * `GET /hits` and starts from nothing with `DELETE /hits`.
 */
export interface HookHit {
  method: string
  path: string
  body: Record<string, unknown>
}

/** Where it listens; the backend's DEPLOY_HOOK_URL (env.ts) is its /deploy-hook. */
const hookUrl = `http://127.0.0.1:${E2E.hookPort}`

export async function startHookReceiver(): Promise<{ close: () => Promise<void> }> {
  const hits: HookHit[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      if (req.url === '/hits' && req.method === 'GET') {
        res.end(JSON.stringify(hits))
      } else if (req.url === '/hits' && req.method === 'DELETE') {
        hits.length = 0
        res.end('[]')
      } else {
        let body: Record<string, unknown>
        try {
          body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>
        } catch {
          body = { unparsed: Buffer.concat(chunks).toString() }
        }
        hits.push({ method: req.method ?? '', path: req.url ?? '', body })
        res.end('{}')
      }
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(E2E.hookPort, '127.0.0.1', resolve)
  })
  return { close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** Every request the stack's deploy hook received since the last `clearHookHits()`. */
export async function hookHits(): Promise<HookHit[]> {
  const res = await fetch(`${hookUrl}/hits`)
  if (!res.ok) throw new Error(`the e2e deploy hook answered ${res.status}`)
  return (await res.json()) as HookHit[]
}

export async function clearHookHits(): Promise<void> {
  const res = await fetch(`${hookUrl}/hits`, { method: 'DELETE' })
  if (!res.ok) throw new Error(`the e2e deploy hook answered ${res.status}`)
}
