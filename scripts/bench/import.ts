/**
 * `npm run bench:import`: a generated 10,000-post WordPress export (scripts/bench/lib/import-archive.ts)
 * imported by `npm run import` into a scratch backend, timed, with the importer's peak memory
 * (its process's VmHWM) and readers' `home_page` p50 while it runs against the same p50 quiet.
 * Targets: ≤ 2 minutes, ≤ 300 MB, ≤ 2× quiet. Images are not part of it (the archive names none).
 *
 *   tsx scripts/bench/import.ts [--posts 10000]
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { LOCAL_SERVICE_ROLE_KEY } from '../../server/src/config.ts'
import { request } from './lib/http.ts'
import { writeBenchWxr } from './lib/import-archive.ts'
import { startScratchStack } from './lib/stack.ts'

const { values } = parseArgs({ options: { posts: { type: 'string', default: '10000' } } })
const posts = Number(values.posts)
const root = path.resolve(import.meta.dirname, '../..')
const log = (line: string) => console.log(line)

const p50 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0

/** The highest resident set a process has had, from /proc (Linux), in MB. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-import-'))
const file = path.join(dir, 'bench.xml')
await writeBenchWxr(file, posts)
log(`[bench] ${posts} posts written: ${(statSync(file).size / (1024 * 1024)).toFixed(1)} MB`)
const stack = await startScratchStack(log)
try {
  const reader = stack.anon
  const readHome = async () => (await request(reader, 'rpc/home_page')).ms
  for (let i = 0; i < 5; i++) await readHome()
  const quiet: number[] = []
  for (let i = 0; i < 60; i++) quiet.push(await readHome())

  const started = performance.now()
  const child = spawn(process.execPath, ['--max-old-space-size=192', '--import', 'tsx', 'scripts/import/import-cli.ts', file, '--image-minutes', '0'], {
    cwd: root,
    env: { ...process.env, SUPABASE_URL: stack.api.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  let peak = 0
  let running = true
  const during: number[] = []
  const readers = (async () => {
    while (running) during.push(await readHome())
  })()
  const sampler = setInterval(() => {
    try {
      if (child.pid) peak = Math.max(peak, peakRssMb(child.pid))
    } catch {
      // The process has just ended.
    }
  }, 250)
  const code = await new Promise<number>((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)))
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  running = false
  await readers
  if (code !== 0) throw new Error(`the import failed:\n${output.slice(-3000)}`)
  const published = /published: (\d+)/.exec(output)?.[1]
  const [quietP50, duringP50] = [p50(quiet), p50(during)]
  const rows = [
    ['import time', `${seconds.toFixed(1)} s`, '≤ 120 s', seconds <= 120],
    ['importer peak RSS', `${peak.toFixed(0)} MB`, '≤ 300 MB', peak <= 300],
    ['readers\' home_page p50', `${duringP50.toFixed(0)} ms during, ${quietP50.toFixed(0)} ms quiet (${(duringP50 / quietP50).toFixed(2)}×; ${during.length} reads)`, '≤ 2×', duringP50 <= 2 * quietP50],
  ] as const
  log(`\n[bench] ${published ?? '?'} of ${posts} posts published`)
  log('| measure | result | target | pass |\n|---|---|---|---|')
  for (const [name, result, target, pass] of rows) log(`| ${name} | ${result} | ${target} | ${pass ? '✓' : '✗'} |`)
} finally {
  await stack.stop()
  rmSync(dir, { recursive: true, force: true })
}
