import { IMAGE_MAX_BYTES } from '../../config/uploads.ts'
import { supabase } from '../../lib/supabase.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { uploadArticleImage } from './article-images.ts'
import {
  addMissingSetFiles, releaseImageSetsQuietly, sweepUnusedImageSets, uploadImageSet, type SetFile, type WantedSetFile,
} from './image-sets.ts'

/** What the editor uploads: a photo resized into a set of widths, or a file kept as it is (a GIF). */
export type ArticleImageUpload = { kind: 'set'; set: string; files: readonly SetFile[] } | { kind: 'file'; file: File }

function upload(input: ArticleImageUpload): Promise<string> {
  return input.kind === 'set' ? uploadImageSet(supabase.storage, input.set, input.files) : uploadArticleImage(supabase.storage, input.file)
}

/** Uploads an article image; the article is saved later with its URL, so no query changes yet. */
export function useUploadArticleImageMutation(callbacks?: MutationCallbacks<string, ArticleImageUpload>) {
  return useAdminMutation({
    mutationFn: upload,
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

/**
 * Removes the image sets nothing uses any more, after the editor closes or an article is saved.
 * Housekeeping: a failure is logged, not shown, and the dashboard's sweep retries later.
 */
export function useReleaseImageSetsMutation() {
  return useAdminMutation({
    mutationFn: (sets: readonly string[]) => releaseImageSetsQuietly(supabase, sets),
    meta: { errorToast: false, errorTitle: 'Image cleanup', errorMessage: 'Unused images were not removed.' },
  })
}

/** Sets younger than this are never swept: an editor may be about to save the article using one. */
export const IMAGE_SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000

/** Finds and removes image sets no article uses (see sweepUnusedImageSets); logged, never shown. */
export function useSweepUnusedImagesMutation() {
  return useAdminMutation({
    mutationFn: () => sweepUnusedImageSets(supabase, { minAgeMs: IMAGE_SWEEP_MIN_AGE_MS }),
    meta: { errorToast: false, errorTitle: 'Image sweep', errorMessage: 'Unused images were not swept.' },
  })
}

/** The files to add to older sets and how to make each from its `from` file (addMissingSetFiles). */
export interface MissingSetFiles {
  wanted: readonly WantedSetFile[]
  make: (source: Blob, file: WantedSetFile) => Promise<Blob>
}

/**
 * Adds the files older image sets lack (the newsletter's JPEG copies); the caller shows what
 * failed in place (a SetFileProblem names the file), since what it was about to do must wait.
 */
export function useAddMissingSetFilesMutation() {
  return useAdminMutation({
    mutationFn: ({ wanted, make }: MissingSetFiles) => addMissingSetFiles(supabase.storage, wanted, make),
    meta: { errorToast: false, errorTitle: 'Image copies', errorMessage: "The images' copies were not made." },
  })
}
