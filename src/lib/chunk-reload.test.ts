import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/config/site.ts'
import { CHUNK_RELOAD_GUARD_MS, claimChunkReload, isChunkLoadError } from './chunk-reload.ts'

const chromium = new TypeError('Failed to fetch dynamically imported module: https://news.example/assets/about-B1x2.js')
const otherChunk = new TypeError('Failed to fetch dynamically imported module: https://news.example/assets/home-C3y4.js')

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items }
}

describe('isChunkLoadError', () => {
  it("knows each browser's and Vite's failed-chunk errors and nothing else", () => {
    expect(isChunkLoadError(chromium)).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new RangeError('Invalid time value'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('claimChunkReload', () => {
  it('reloads once for a failed chunk, then shows the error when the same chunk fails again', () => {
    const storage = memoryStorage()
    expect(claimChunkReload(chromium, storage, 1_000)).toBe(true)
    expect(claimChunkReload(chromium, storage, 4_000)).toBe(false)
  })

  it('reloads again for another chunk, or for the same one once the guard has passed', () => {
    const storage = memoryStorage()
    expect(claimChunkReload(chromium, storage, 1_000)).toBe(true)
    expect(claimChunkReload(otherChunk, storage, 2_000)).toBe(true)
    expect(claimChunkReload(otherChunk, storage, 2_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
  })

  it('never reloads for a render error, and not without storage to guard the loop', () => {
    expect(claimChunkReload(new RangeError('Invalid time value'), memoryStorage(), 1_000)).toBe(false)
    const blocked = { getItem: () => null, setItem: () => { throw new DOMException('denied', 'SecurityError') } }
    expect(claimChunkReload(chromium, blocked, 1_000)).toBe(false)
  })

  it('treats an unreadable record as none', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.chunkReload]: '{not json' })
    expect(claimChunkReload(chromium, storage, 1_000)).toBe(true)
    expect(storage.items.get(STORAGE_KEYS.chunkReload)).toBe(`1000 ${chromium.message}`)
  })
})
