/// <reference types="node" />
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '..')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? files(full) : [full]
  })
}

/** A file's name without its extension and without `.test`: a test shares its subject's name. */
function baseName(file: string): string {
  return path.basename(file).replace(/(\.test)?\.[^.]+$/, '')
}

/** Base names used by more than one module (a module and its own test count once). */
function duplicateBaseNames(paths: readonly string[]): Record<string, string[]> {
  const modules = new Map<string, Set<string>>()
  for (const file of paths) {
    const module = path.join(path.dirname(file), baseName(file))
    const name = baseName(file)
    modules.set(name, (modules.get(name) ?? new Set()).add(module))
  }
  return Object.fromEntries([...modules].filter(([, found]) => found.size > 1).map(([name, found]) => [name, [...found].sort()]))
}

describe('file names in src', () => {
  it('finds a name two modules share, but not a module and its test', () => {
    expect(duplicateBaseNames(['a/article-form.tsx', 'b/article-form.ts', 'a/csv.ts', 'a/csv.test.ts']))
      .toEqual({ 'article-form': ['a/article-form', 'b/article-form'] })
  })

  // A reader following an import lands in the file it names: one name, one file (prefix the
  // domain, e.g. article-keys.ts, comment-keys.ts).
  it('every module has a base name of its own', () => {
    const sources = files(SRC).filter((file) => /\.(tsx?|css)$/.test(file)).map((file) => path.relative(SRC, file))
    expect(duplicateBaseNames(sources)).toEqual({})
  })
})
