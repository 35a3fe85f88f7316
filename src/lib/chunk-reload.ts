import { STORAGE_KEYS } from '@/config/site.ts'

/**
 * What browsers (Chromium, Firefox, Safari) and Vite's preload helper throw when a lazy chunk or
 * its stylesheet cannot be fetched: after a deploy, an open tab still asks for the old file names.
 */
const CHUNK_LOAD_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

/** The same failure again within this time, after the reload, shows the error instead. */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message)
}

interface ReloadRecord {
  failure: string
  at: number
}

function readRecord(text: string | null): ReloadRecord | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null')
    if (typeof value !== 'object' || value === null || !('failure' in value) || !('at' in value)) return null
    const { failure, at } = value
    return typeof failure === 'string' && typeof at === 'number' ? { failure, at } : null
  } catch {
    return null
  }
}

/**
 * Whether this error should reload the page: a chunk that failed to load, unless the same chunk
 * failed within CHUNK_RELOAD_GUARD_MS (the reload did not help: show the error). Records the
 * attempt first; without storage there is no guard, so no reload either.
 */
export function claimChunkReload(error: unknown, storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  if (!isChunkLoadError(error)) return false
  try {
    const last = readRecord(storage.getItem(STORAGE_KEYS.chunkReload))
    if (last && last.failure === error.message && now - last.at < CHUNK_RELOAD_GUARD_MS) return false
    storage.setItem(STORAGE_KEYS.chunkReload, JSON.stringify({ failure: error.message, at: now } satisfies ReloadRecord))
    return true
  } catch {
    return false
  }
}
