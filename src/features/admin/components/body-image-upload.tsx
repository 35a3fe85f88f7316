import type { Editor } from '@tiptap/react'
import { ImageUp, Loader2 } from 'lucide-react'
import { useRef, type ChangeEvent } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import { IMAGE_ACCEPTED_TYPES } from '@/config/site.ts'
import { useUploadArticleImageMutation } from '@/data/storage/admin-article-image-mutations.ts'
import { imageFileProblem } from '../utils/image-file.ts'

export interface BodyImageUpload {
  /** Checks and uploads a file, then inserts it at `position` (the selection when omitted). */
  upload: (file: File, position?: number) => void
  uploading: boolean
}

/**
 * Images in the body go the featured image's way: the same checks and messages here, the same
 * upload mutation (whose 'Image Upload Error' toast says why the server refused). Nothing is
 * inserted until the file is stored, so a failed upload leaves the article as it was.
 */
export function useBodyImageUpload(editor: Editor): BodyImageUpload {
  const mutation = useUploadArticleImageMutation()

  function upload(file: File, position?: number) {
    const problem = imageFileProblem(file)
    if (problem) {
      toast({ title: 'Image Upload Error', description: problem, variant: 'destructive' })
      return
    }
    mutation.mutate(file, {
      onSuccess: (src) => {
        const chain = editor.chain().focus()
        if (position !== undefined) chain.setTextSelection(position)
        chain.setImage({ src }).run()
      },
    })
  }

  return { upload, uploading: mutation.isPending }
}

interface BodyImageUploadButtonProps {
  upload: BodyImageUpload
}

/** A toolbar button opening the file picker; keyboard reachable like the other buttons. */
export function BodyImageUploadButton({ upload }: BodyImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null)
  const Icon = upload.uploading ? Loader2 : ImageUp
  const label = upload.uploading ? 'Uploading image...' : 'Upload image'

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) upload.upload(file)
  }

  return (
    <>
      <button type="button" aria-label={label} title={label} disabled={upload.uploading}
        onMouseDown={(event) => event.preventDefault()} onClick={() => input.current?.click()}
        className="inline-flex h-8 w-8 items-center justify-center rounded text-ink hover:bg-gray-200 disabled:opacity-60">
        <Icon className={upload.uploading ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
      </button>
      <input ref={input} type="file" accept={IMAGE_ACCEPTED_TYPES.join(',')} className="sr-only" tabIndex={-1}
        aria-label="Upload image into the article" onChange={handleFile} />
    </>
  )
}
