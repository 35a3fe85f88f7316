import { useState } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import { useUploadArticleImageMutation, type ArticleImageUpload } from '@/data/storage/admin-article-image-mutations.ts'
import { imageSetName } from '@/data/storage/object-name.ts'
import { imageFileProblem, isStoredAsIs } from '../utils/image-file.ts'
import { PhotoProblem, preparePhoto } from '../utils/prepare-photo.ts'

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
  const [resizing, setResizing] = useState(false)
  const mutation = useUploadArticleImageMutation()

  async function upload(file: File, onStored: (url: string) => void) {
    const problem = imageFileProblem(file)
    if (problem) return showProblem(problem)
    setResizing(true)
    let prepared: ArticleImageUpload
    try {
      prepared = await prepare(file)
    } catch (error) {
      return showProblem(error instanceof PhotoProblem ? error.message : `"${file.name}" could not be resized in this browser.`)
    } finally {
      setResizing(false)
    }
    mutation.mutate(prepared, {
      onSuccess: (url) => {
        onUploaded(url)
        onStored(url)
      },
    })
  }

  const phase: ImageUploadPhase = resizing ? 'resizing' : mutation.isPending ? 'uploading' : 'idle'
  return { upload: (file, onStored) => void upload(file, onStored), phase }
}
