/**
 * `npm run check:functions`: the Edge Functions as hosted runs them, on Deno (the `deno` dev
 * dependency, settings in deno.jsonc), beside the Node the local backend runs them in.
 *   1. Every function (a folder of supabase/functions/ not starting with `_`) has an `index.ts`
 *      and a `handler.test.ts`.
 *   2. `deno check` type-checks every entry with Deno's own types.
 *   3. Each function's handler tests (written against `node:test` and `node:assert`, which both
 *      runtimes implement) run under `node --test` and under `deno test`; every test must pass
 *      in both, with the same names: a handler that works on one runtime only fails here.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../server/src/config.ts'
import { compareRuns, parseTap } from './tap.ts'

const FUNCTIONS = path.join(projectRoot, 'supabase', 'functions')
const DENO = path.join(projectRoot, 'node_modules', '.bin', 'deno')

interface Run {
  code: number | null
  output: string
}

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString() }))
  })
}

const relative = (file: string) => path.relative(projectRoot, file)

async function main(): Promise<void> {
  const names = readdirSync(FUNCTIONS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort()
  const problems: string[] = []
  for (const name of names) {
    for (const file of ['index.ts', 'handler.test.ts']) {
      if (!existsSync(path.join(FUNCTIONS, name, file))) problems.push(`supabase/functions/${name}: no ${file}`)
    }
  }
  const entries = names.map((name) => path.join(FUNCTIONS, name, 'index.ts')).filter((file) => existsSync(file))
  const tests = names.map((name) => path.join(FUNCTIONS, name, 'handler.test.ts')).filter((file) => existsSync(file))

  const started = Date.now()
  // All at once: each run is short and mostly start-up, so the cores stay busy.
  const runOn = (runner: 'node' | 'deno', file: string) =>
    runner === 'node'
      ? run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', relative(file)])
      : run(DENO, ['test', '--reporter=tap', relative(file)])
  const [check, nodeRuns, denoRuns] = await Promise.all([
    run(DENO, ['check', ...entries.map(relative)]),
    Promise.all(tests.map((file) => runOn('node', file))),
    Promise.all(tests.map((file) => runOn('deno', file))),
  ])
  const nodeResults = new Map(tests.map((file, i) => [file, nodeRuns[i]]))
  const denoResults = new Map(tests.map((file, i) => [file, denoRuns[i]]))

  if (check.code !== 0) {
    process.stderr.write(check.output)
    problems.push(`deno check failed for the functions' entries (output above)`)
  }
  let passed = 0
  for (const file of tests) {
    const node = parseTap(nodeResults.get(file)?.output ?? '')
    const deno = parseTap(denoResults.get(file)?.output ?? '')
    const found = compareRuns(relative(file), node, deno)
    if (found.length > 0) {
      process.stderr.write(`--- ${relative(file)} on Node:\n${nodeResults.get(file)?.output ?? ''}\n--- on Deno:\n${denoResults.get(file)?.output ?? ''}\n`)
    }
    problems.push(...found)
    passed += node.filter((result) => result.leaf && result.ok).length
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  for (const problem of problems) console.error(`check:functions: ${problem}`)
  if (problems.length > 0) {
    process.exitCode = 1
    return
  }
  console.log(`check:functions: deno check passed for ${entries.length} functions; ${passed} handler tests pass on Node and on Deno alike (${seconds} s)`)
}

await main()
