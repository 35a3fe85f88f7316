import type { SupabaseClient } from '@supabase/supabase-js'
import { storageObjectName } from './object-name.ts'

export const ARTICLE_IMAGES_BUCKET = 'article-images'

/** The Storage part of a supabase-js client: the admin client in the app, a test's client in tests. */
export type StorageClient = Pick<SupabaseClient['storage'], 'from'>

/** Every stored image: never changed in place (a new upload gets a new name), so cached for a year. */
export const IMAGE_UPLOAD_OPTIONS = { cacheControl: '31536000', upsert: false } as const

/**
 * Uploads a featured image to the public article-images bucket and returns its public URL.
 * The bucket checks type, size and content on the server; the form checks the obvious first.
 */
export async function uploadArticleImage(storage: StorageClient, file: File): Promise<string> {
  const bucket = storage.from(ARTICLE_IMAGES_BUCKET)
  const { data, error } = await bucket.upload(storageObjectName(file.name, file.type), file, {
    ...IMAGE_UPLOAD_OPTIONS,
    contentType: file.type,
  })
  if (error) throw error
  return bucket.getPublicUrl(data.path).data.publicUrl
}
