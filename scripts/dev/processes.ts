import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { projectRoot } from '../../server/src/config.ts'

const colors = { api: '\x1b[36m', web: '\x1b[35m', unit: '\x1b[33m', integration: '\x1b[32m', e2e: '\x1b[34m' } as const
const reset = '\x1b[0m'

/** Runs a Node entry point with its output line-prefixed, so two processes stay readable. */
export function runPrefixed(
  name: keyof typeof colors,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = process.stdout.isTTY ? `${colors[name]}[${name}]${reset} ` : `[${name}] `
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => console.log(prefix + line))
  }
  return child
}

export const bin = {
  vite: path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
  vitest: path.join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs'),
  playwright: path.join(projectRoot, 'node_modules', '@playwright', 'test', 'cli.js'),
}

export function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}
