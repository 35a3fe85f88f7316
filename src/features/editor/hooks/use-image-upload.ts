import { useState } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import { useUploadArticleImageMutation, type ArticleImageUpload } from '@/data/storage/admin-article-image-mutations.ts'
import { imageSetName } from '@/data/storage/object-name.ts'
import { imageFileProblem, isStoredAsIs } from '../utils/image-file.ts'
import { PhotoProblem } from '../utils/photo-encoding.ts'
import { preparePhoto, refuseOversizedImage } from '../utils/prepare-photo.ts'

export type ImageUploadPhase = 'idle' | 'resizing' | 'uploading'

export interface ImageUpload {
  /** Checks, resizes and stores a file; `onStored` gets the URL the article keeps. */
  upload: (file: File, onStored: (url: string) => void) => void
  phase: ImageUploadPhase
}

function showProblem(description: string) {
  toast({ title: 'Image Upload Error', description, variant: 'destructive' })
}

async function prepare(file: File): Promise<ArticleImageUpload> {
  await refuseOversizedImage(file)
  if (isStoredAsIs(file)) return { kind: 'file', file }
  const photo = await preparePhoto(file)
  return { kind: 'set', set: imageSetName(file.name), files: photo.files }
}

/**
 * One way in for every article image (featured, toolbar, paste, drop): the file checks, the
 * in-browser resize, then the upload mutation, whose 'Image Upload Error' toast says why the
 * server refused. `onUploaded` hears of every stored URL, so the editor can remove the ones the
 * article ends up not using.
 */
export function useImageUpload(onUploaded: (url: string) => void): ImageUpload {
  // Counts, not flags: several files dropped at once resize and upload side by side (the
  // mutation's isPending follows only the latest).
  const [resizing, setResizing] = useState(0)
  const [uploading, setUploading] = useState(0)
  const mutation = useUploadArticleImageMutation()

  async function upload(file: File, onStored: (url: string) => void) {
    const problem = imageFileProblem(file)
    if (problem) return showProblem(problem)
    setResizing((count) => count + 1)
    let prepared: ArticleImageUpload
    try {
      prepared = await prepare(file)
    } catch (error) {
      return showProblem(error instanceof PhotoProblem ? error.message : `"${file.name}" could not be resized in this browser.`)
    } finally {
      setResizing((count) => count - 1)
    }
    // mutateAsync, not mutate's own callbacks: those run for the latest call only, so of two
    // files dropped together the first was stored but never inserted. A refusal is the
    // mutation's toast; the rejection here has nothing more to say.
    setUploading((count) => count + 1)
    const url = await mutation.mutateAsync(prepared).catch(() => null).finally(() => setUploading((count) => count - 1))
    if (url === null) return
    onUploaded(url)
    onStored(url)
  }

  const phase: ImageUploadPhase = resizing > 0 ? 'resizing' : uploading > 0 ? 'uploading' : 'idle'
  return { upload: (file, onStored) => void upload(file, onStored), phase }
}
