import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database, ImageSweepPage } from '../../types/database.ts'
import { ARTICLE_IMAGES_BUCKET, IMAGE_UPLOAD_OPTIONS, type StorageClient } from './article-images.ts'

/** A file of a set, ready to store: its name inside the set's folder and its bytes. */
export interface SetFile {
  name: string
  blob: Blob
}

/**
 * Stores every file of an image set in the folder `set` and returns the public URL of the last
 * (the largest), which is what the article keeps. All or nothing: when one file is refused,
 * the ones already stored are removed and the refusal is thrown.
 */
export async function uploadImageSet(storage: StorageClient, set: string, files: readonly SetFile[]): Promise<string> {
  const bucket = storage.from(ARTICLE_IMAGES_BUCKET)
  const results = await Promise.all(files.map(async (file) => {
    const path = `${set}/${file.name}`
    const { error } = await bucket.upload(path, file.blob, { ...IMAGE_UPLOAD_OPTIONS, contentType: file.blob.type })
    return { path, error }
  }))
  const failure = results.find((result) => result.error)
  if (failure?.error) {
    await bucket.remove(results.filter((result) => !result.error).map((result) => result.path))
    throw failure.error
  }
  const largest = results.at(-1)
  if (!largest) throw new Error('an image set needs at least one file')
  return bucket.getPublicUrl(largest.path).data.publicUrl
}

type AdminClient = Pick<SupabaseClient<Database>, 'rpc' | 'storage'>

/** Removes whole sets (folder or single file) the caller knows to be unused, e.g. an undone import's. */
export async function removeImageSets(storage: StorageClient, sets: readonly string[]): Promise<void> {
  const names = (await Promise.all(sets.map((set) => objectsOf(storage, set)))).flat()
  for (let start = 0; start < names.length; start += 1000) {
    const removed = await storage.from(ARTICLE_IMAGES_BUCKET).remove(names.slice(start, start + 1000))
    if (removed.error) throw removed.error
  }
}

/** The object names a set holds: a folder's files, or the single-file upload itself. */
async function objectsOf(storage: StorageClient, set: string): Promise<string[]> {
  const { data, error } = await storage.from(ARTICLE_IMAGES_BUCKET).list(set, { limit: 100 })
  if (error) throw error
  return [set, ...data.filter((item) => item.id !== null).map((item) => `${set}/${item.name}`)]
}

/**
 * Removes, through the Storage API, those of `sets` (image-variants.ts' imageSetsIn) that no
 * article or autosave uses any more: the database answers which, since another article may show
 * the same photo. Returns the sets removed.
 */
export function releaseImageSets(client: AdminClient, sets: readonly string[]): Promise<string[]> {
  return removeUnusedSets(client, [...new Set(sets)])
}

/**
 * releaseImageSets for after a write that already succeeded: a failure here must not turn that
 * save or delete into an error, and the sweep removes what is left behind.
 */
export async function releaseImageSetsQuietly(client: AdminClient, sets: readonly string[]): Promise<void> {
  try {
    await releaseImageSets(client, sets)
  } catch (error) {
    console.warn('Unused images were left in Storage for the next sweep:', error)
  }
}

async function removeUnusedSets(client: AdminClient, sets: readonly string[]): Promise<string[]> {
  if (sets.length === 0) return []
  const { data: unused, error } = await client.rpc('unreferenced_image_sets', { sets: [...sets] })
  if (error) throw error
  if (unused.length === 0) return []
  const names = (await Promise.all(unused.map((set) => objectsOf(client.storage, set)))).flat()
  const removed = await client.storage.from(ARTICLE_IMAGES_BUCKET).remove(names)
  if (removed.error) throw removed.error
  return unused
}

export interface SweepOptions {
  /** Sets younger than this are left alone: an editor may be about to save the article using them. */
  minAgeMs: number
  /** Bucket objects looked at in one sweep, up to 1000 a call. */
  maxEntries?: number
}

/**
 * Finds and removes sets that nothing uses: an upload whose article was never saved, one left
 * behind by a closed tab, one from before the dashboard removed replaced images. The database
 * walks the bucket by name, a bounded number of objects per sweep, and dates each set by the
 * time the Storage server stored its newest file (a name is random and the client's word).
 */
export async function sweepUnusedImageSets(client: AdminClient, options: SweepOptions): Promise<string[]> {
  const maxEntries = options.maxEntries ?? 1000
  const minAgeSeconds = Math.ceil(options.minAgeMs / 1000)
  const removed: string[] = []
  let after: string | null = null
  for (let looked = 0; looked < maxEntries; looked += 1000) {
    const { data, error } = await client.rpc('image_sets_older_than', {
      min_age_seconds: minAgeSeconds,
      max_objects: Math.min(1000, maxEntries - looked),
      ...(after === null ? {} : { after_name: after }),
    })
    if (error) throw error
    // Typed apart from the call: `after` feeds the next call, which TypeScript cannot infer through.
    const page: ImageSweepPage = data
    removed.push(...(await removeUnusedSets(client, page.sets)))
    if (page.next === null) break
    after = page.next
  }
  return removed
}

/** A file a set should hold, made from another file of the same set when it is missing. */
export interface WantedSetFile {
  set: string
  /** The file to add, e.g. `1200x800.jpg`. */
  name: string
  /** The file of the set it is made from, e.g. `1600x1067.webp`. */
  from: string
}

/** A wanted file that could not be made or stored; `cause` says why. */
export class SetFileProblem extends Error {
  constructor(readonly file: WantedSetFile, readonly cause: unknown) {
    super(`${file.set}/${file.name} could not be made: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
}

/**
 * Adds to each set whichever of `wanted` it lacks (sets stored before a file was part of every
 * upload): the set's folder is listed, the `from` file downloaded, `make` turns its bytes into the
 * new file's, and that is stored beside them. Returns the files it made; throws SetFileProblem on
 * the first that fails, after the ones before it were stored.
 */
export async function addMissingSetFiles(
  storage: StorageClient,
  wanted: readonly WantedSetFile[],
  make: (source: Blob, file: WantedSetFile) => Promise<Blob>,
): Promise<WantedSetFile[]> {
  const bucket = storage.from(ARTICLE_IMAGES_BUCKET)
  const made: WantedSetFile[] = []
  for (const file of wanted) {
    try {
      if (await holds(storage, file.set, file.name)) continue
      const source = await bucket.download(`${file.set}/${file.from}`)
      if (source.error) throw source.error
      const blob = await make(source.data, file)
      const stored = await bucket.upload(`${file.set}/${file.name}`, blob, { ...IMAGE_UPLOAD_OPTIONS, contentType: blob.type })
      // Refused as already there: another editor made the same copy meanwhile.
      if (stored.error && !(await holds(storage, file.set, file.name))) throw stored.error
      made.push(file)
    } catch (error) {
      throw new SetFileProblem(file, error)
    }
  }
  return made
}

async function holds(storage: StorageClient, set: string, name: string): Promise<boolean> {
  const { data, error } = await storage.from(ARTICLE_IMAGES_BUCKET).list(set, { limit: 100, search: name })
  if (error) throw error
  return data.some((item) => item.name === name)
}
