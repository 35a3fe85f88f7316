import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { mkdir, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { projectRoot } from '../../server/src/config.ts'

const run = promisify(execFile)

/**
 * A fresh clone of this checkout's HEAD (committed work only) in a temp folder, as a newcomer's:
 * no demo photos in public/, no `.local/` data, no dependency cache. Its node_modules is this
 * checkout's, hard-linked without what running the project adds (.vite, .cache, .tmp), unless
 * `install` runs `npm install` instead (`onInstalled` hears how long that took). The caller removes it.
 */
export async function freshClone({ install = false, onInstalled }: { install?: boolean; onInstalled?: (ms: number) => void } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'news-fresh-clone-'))
  const { stdout: head } = await run('git', ['-C', projectRoot, 'rev-parse', 'HEAD'])
  await run('git', ['clone', '--quiet', '--shared', '--no-checkout', projectRoot, dir])
  await run('git', ['-C', dir, 'checkout', '--quiet', '--detach', head.trim()])
  if (install) {
    const started = performance.now()
    await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 })
    onInstalled?.(performance.now() - started)
  } else {
    const source = path.join(projectRoot, 'node_modules')
    const entries = readdirSync(source).filter((entry) => !entry.startsWith('.') || entry === '.bin' || entry === '.package-lock.json')
    await mkdir(path.join(dir, 'node_modules'))
    await run('cp', ['-al', ...entries.map((entry) => path.join(source, entry)), path.join(dir, 'node_modules')])
  }
  return dir
}
