import { STORAGE_KEYS } from '@/config/site.ts'

/**
 * What browsers (Chromium: "Failed to fetch …", Firefox: "error loading …", Safari) and Vite's
 * preload helper throw when a lazy chunk or its stylesheet cannot be fetched: after a deploy, an
 * open tab still asks for the old file names.
 */
const CHUNK_LOAD_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i

/** The same failure again within this time, after the reload, shows the error instead. */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message)
}

/**
 * Whether this error should reload the page: a chunk that failed to load, unless the same chunk
 * failed within CHUNK_RELOAD_GUARD_MS (the reload did not help: show the error). Records the
 * attempt first, as "<time> <message>" (this runs in the entry chunk: no JSON shape to check);
 * without storage there is no guard, so no reload either.
 */
export function claimChunkReload(error: unknown, storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  if (!isChunkLoadError(error)) return false
  try {
    const last = storage.getItem(STORAGE_KEYS.chunkReload) ?? ''
    const space = last.indexOf(' ')
    if (last.slice(space + 1) === error.message && now - Number(last.slice(0, space)) < CHUNK_RELOAD_GUARD_MS) return false
    storage.setItem(STORAGE_KEYS.chunkReload, `${now} ${error.message}`)
    return true
  } catch {
    return false
  }
}
