import type { Editor } from '@tiptap/react'
import { ImageUp, Loader2 } from 'lucide-react'
import { useRef, type ChangeEvent } from 'react'
import { IMAGE_ACCEPTED_TYPES } from '@/config/uploads.ts'
import type { ImageUpload } from '../hooks/use-image-upload.ts'

export interface BodyImageUpload {
  /** Checks, resizes and uploads a file, then inserts it at `position` (the selection when omitted). */
  upload: (file: File, position?: number) => void
  uploading: boolean
}

/**
 * Images in the body go the featured image's way (use-image-upload.ts): the same checks,
 * resizing and messages. Nothing is inserted until the file is stored, so a failed upload
 * leaves the article as it was. `askForAlt(src)` then asks for the new image's description, so
 * a photo does not reach readers without one. The insertion does not take the focus: a prompt
 * already open keeps it.
 */
export function bodyImageUpload(editor: Editor | null, upload: ImageUpload, askForAlt: (src: string) => void): BodyImageUpload {
  return {
    upload: (file, position) => upload.upload(file, (src) => {
      if (!editor) return
      const chain = editor.chain()
      if (position !== undefined) chain.setTextSelection(position)
      chain.setImage({ src }).run()
      askForAlt(src)
    }),
    uploading: upload.phase !== 'idle',
  }
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
