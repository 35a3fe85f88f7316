import { ImagePlus, Loader2, X } from 'lucide-react'
import type { ChangeEvent } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import { IMAGE_ACCEPTED_TYPES } from '@/config/uploads.ts'
import { imageSources } from '@/lib/image-variants.ts'
import type { ImageUpload } from '../hooks/use-image-upload.ts'

interface ImageUploadFieldProps {
  value: string
  onChange: (url: string) => void
  upload: ImageUpload
}

const PHASE_LABEL = { resizing: 'Resizing photo...', uploading: 'Uploading...' } as const

/**
 * Featured image: checked, resized in the browser and uploaded at once, previewed by its
 * smallest stored width. A refusal by the server is the upload mutation's 'Image Upload Error' toast.
 */
export function ImageUploadField({ value, onChange, upload }: ImageUploadFieldProps) {
  const busy = upload.phase !== 'idle'

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    upload.upload(file, (url) => {
      onChange(url)
      toast({ title: 'Image uploaded!', description: 'Image is ready to be saved with the article.', variant: 'success' })
    })
  }

  const preview = imageSources(value)
  return (
    <div>
      <p id="featured-image-label" className="mb-1 block text-sm font-medium text-ink">Featured Image</p>
      {value && (
        <div className="relative mb-2 w-fit">
          <img src={preview.src} srcSet={preview.srcSet} sizes="384px" alt="Featured image preview"
            className="max-h-48 rounded-md border border-gray-200 object-cover" />
          <button type="button" onClick={() => onChange('')} aria-label="Remove featured image"
            className="absolute right-2 top-2 rounded-full bg-white/90 p-1 text-ink shadow hover:bg-white">
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      )}
      <label htmlFor="featured-image"
        className="flex cursor-pointer flex-col items-center gap-1 rounded-md border-2 border-dashed border-gray-300 px-4 py-5 text-center text-sm text-ink-muted hover:border-brand focus-within:border-brand">
        {busy ? <Loader2 className="h-6 w-6 animate-spin text-brand" aria-hidden /> : <ImagePlus className="h-6 w-6" aria-hidden />}
        <span className="font-medium text-ink" aria-live="polite">
          {upload.phase === 'idle' ? (value ? 'Replace image' : 'Click to upload an image') : PHASE_LABEL[upload.phase]}
        </span>
        {/* One statement: 2MB is what is stored; a bigger photo is made to fit, a GIF is not. */}
        <span id="featured-image-hint">PNG, JPG, GIF up to 2MB</span>
        <span id="featured-image-resize-hint" className="text-xs">
          A bigger photo (PNG, JPG, WebP or HEIC, up to 25 MB) is resized to fit before upload; a GIF must already be 2MB or less.
        </span>
      </label>
      <input id="featured-image" type="file" accept={IMAGE_ACCEPTED_TYPES.join(',')} className="sr-only"
        aria-labelledby="featured-image-label" aria-describedby="featured-image-hint featured-image-resize-hint" disabled={busy} onChange={handleFile} />
    </div>
  )
}
