/**
 * `npm test`: unit, then integration (real PostgreSQL behind the local API) and end-to-end
 * (Chromium) side by side. Every layer runs even when an earlier one fails; the closing line sums
 * them all.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../server/src/config.ts'
import { findChromium } from '../../e2e/support/browser.ts'
import { bin, exitCode, runPrefixed } from './processes.ts'

interface LayerResult {
  name: string
  passed: number
  failed: number
  skipped: number
  exit: number
}

const resultsDir = path.join(projectRoot, 'test-results')
mkdirSync(resultsDir, { recursive: true })

function readJson(file: string): Record<string, unknown> | undefined {
  const full = path.join(resultsDir, file)
  return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>) : undefined
}

async function vitestLayer(name: 'unit' | 'integration', projects: string[], file: string): Promise<LayerResult> {
  const args = [bin.vitest, 'run', ...projects.flatMap((p) => ['--project', p])]
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, file)}`)
  const exit = await exitCode(runPrefixed(name, args))
  const json = readJson(file) as { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number } | undefined
  return {
    name,
    exit,
    passed: json?.numPassedTests ?? 0,
    failed: json?.numFailedTests ?? (exit === 0 ? 0 : 1),
    skipped: json?.numPendingTests ?? 0,
  }
}

async function e2eLayer(): Promise<LayerResult> {
  // Found (and, for the packaged build, unpacked) here so a missing browser is one clear line.
  try {
    await findChromium()
  } catch (error) {
    console.error(`npm test: ${(error as Error).message}`)
    return { name: 'end-to-end', exit: 1, passed: 0, failed: 1, skipped: 0 }
  }
  const exit = await exitCode(runPrefixed('e2e', [bin.playwright, 'test']))
  const json = readJson('e2e.json') as { stats?: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined
  const stats = json?.stats
  return {
    name: 'end-to-end',
    exit,
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? (exit === 0 ? 0 : 1),
    skipped: stats?.skipped ?? 0,
  }
}

const layers: LayerResult[] = []
layers.push(await vitestLayer('unit', ['unit:*'], 'unit.json'))
// Each runs a backend of its own on free ports, and each spends most of its time waiting (on the
// browser, on timers the product's rules set): one after the other, a two-core machine stood
// half idle for their whole length; together they take little more than the longer one.
layers.push(...(await Promise.all([vitestLayer('integration', ['integration'], 'integration.json'), e2eLayer()])))

console.log('\nTest layers:')
for (const layer of layers) {
  console.log(`  ${layer.name.padEnd(12)} ${layer.passed} passed, ${layer.failed} failed, ${layer.skipped} skipped (exit ${layer.exit})`)
}
const passed = layers.reduce((sum, layer) => sum + layer.passed, 0)
const failed = layers.reduce((sum, layer) => sum + layer.failed, 0)
const ranNothing = passed === 0
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(layers.some((layer) => layer.exit !== 0) || failed > 0 || ranNothing ? 1 : 0)
