import { IMAGE_MAX_BYTES } from '../../config/site.ts'
import { supabase } from '../../lib/supabase.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { uploadArticleImage } from './article-images.ts'

/** Uploads a featured image; the article is saved later with its URL, so no query changes yet. */
export function useUploadArticleImageMutation(callbacks?: MutationCallbacks<string, File>) {
  return useAdminMutation({
    mutationFn: (file: File) => uploadArticleImage(supabase.storage, file),
    meta: {
      errorTitle: 'Image Upload Error',
      errorMessage: "The image wasn't uploaded.",
      errorMessages: {
        'unsupported-file': "The image wasn't uploaded: its content is not a PNG, JPG, GIF or WebP image. Choose another file.",
        'too-large': `The image wasn't uploaded: images can be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB. Choose a smaller file.`,
      },
    },
  }, callbacks)
}
