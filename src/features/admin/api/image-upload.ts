import { supabase } from '@/lib/supabase.ts'
import { imageFileProblem, storageObjectName } from '../utils/image-file.ts'
import { withSessionGuard } from './session-guard.ts'

export const ARTICLE_IMAGES_BUCKET = 'article-images'

/**
 * Uploads a featured image to the public article-images bucket and returns its public URL.
 * The file is checked here first; the bucket checks type and size again on the server.
 */
export function uploadArticleImage(file: File): Promise<string> {
  const problem = imageFileProblem(file)
  if (problem) return Promise.reject(new Error(problem))
  return withSessionGuard(async () => {
    const bucket = supabase.storage.from(ARTICLE_IMAGES_BUCKET)
    const { data, error } = await bucket.upload(storageObjectName(file.name, file.type), file, {
      contentType: file.type,
      cacheControl: '31536000',
      upsert: false,
    })
    if (error) throw error
    return bucket.getPublicUrl(data.path).data.publicUrl
  })
}
