/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Every project file a source file imports, as a path relative to src/ ('../server/…' when outside). */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\s*\(?\s*'([^']+)'/g)].flatMap(([, from, dynamic]) => from ?? dynamic ?? [])
  return specifiers
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('@/'))
    .map((specifier) => specifier.startsWith('@/')
      ? specifier.slice(2)
      : path.relative(SRC, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/'))
}

const files = sourceFiles(SRC).filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}test${path.sep}`))
const area = (relative: string) => relative.split('/')[0] ?? relative
const feature = (relative: string) => (relative.startsWith('features/') ? relative.split('/')[1] : null)

describe('import rules (app → features → data → lib/config/types)', () => {
  it('src/data imports only lib, config, types and itself', () => {
    const offending = files
      .filter((file) => area(path.relative(SRC, file)) === 'data')
      .flatMap((file) => localImports(file).filter((target) => !['data', 'lib', 'config', 'types'].includes(area(target)))
        .map((target) => `${path.relative(SRC, file)} → ${target}`))
    expect(offending).toEqual([])
  })

  it('features never import another feature or the app', () => {
    const offending = files.flatMap((file) => {
      const own = feature(path.relative(SRC, file))
      if (!own) return []
      return localImports(file)
        .filter((target) => area(target) === 'app' || (feature(target) !== null && feature(target) !== own))
        .map((target) => `${path.relative(SRC, file)} → ${target}`)
    })
    expect(offending).toEqual([])
  })

  it('shared code (lib, config, types, components, hooks) never imports data, features or the app', () => {
    const shared = ['lib', 'config', 'types', 'components', 'hooks']
    const offending = files
      .filter((file) => shared.includes(area(path.relative(SRC, file))))
      .flatMap((file) => localImports(file).filter((target) => ['data', 'features', 'app'].includes(area(target)))
        .map((target) => `${path.relative(SRC, file)} → ${target}`))
    expect(offending).toEqual([])
  })

  it('src/ never imports the local backend', () => {
    const offending = files.flatMap((file) => localImports(file).filter((target) => target.startsWith('..')))
    expect(offending).toEqual([])
  })
})
