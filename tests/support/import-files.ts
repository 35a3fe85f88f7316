import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { zipSync } from 'fflate'
import type { ImportFile } from '../../src/lib/import/import-types.ts'

/** The test archives (written for this project): tests/fixtures/imports. */
export const IMPORT_FIXTURES = path.resolve(import.meta.dirname, '../fixtures/imports')

/** An export held in memory, streamed in pieces of `chunk` bytes (small pieces test the parsers' seams). */
export function importFileOf(name: string, bytes: Uint8Array | string, chunk = 64 * 1024): ImportFile {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes
  return {
    name,
    size: data.byteLength,
    stream: () => {
      let offset = 0
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= data.byteLength) return controller.close()
          controller.enqueue(data.slice(offset, offset + chunk))
          offset += chunk
        },
      })
    },
  }
}

export function fixtureFile(name: string, chunk?: number): ImportFile {
  return importFileOf(name, readFileSync(path.join(IMPORT_FIXTURES, name)), chunk)
}

function filesUnder(dir: string, prefix = ''): Record<string, Uint8Array> {
  return Object.fromEntries(readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? Object.entries(filesUnder(full, `${prefix}${name}/`)) : [[`${prefix}${name}`, readFileSync(full)]]
  }))
}

/** The Substack fixture folder zipped as Substack's export is. */
export function substackZip(): Uint8Array {
  return zipSync(filesUnder(path.join(IMPORT_FIXTURES, 'substack')))
}
