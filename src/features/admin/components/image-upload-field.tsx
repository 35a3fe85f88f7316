import { ImagePlus, Loader2, X } from 'lucide-react'
import { useState, type ChangeEvent } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import { IMAGE_ACCEPTED_TYPES } from '@/config/site.ts'
import { uploadArticleImage } from '../api/image-upload.ts'
import { imageFileProblem } from '../utils/image-file.ts'

interface ImageUploadFieldProps {
  value: string
  onChange: (url: string) => void
  onBusyChange: (busy: boolean) => void
}

function uploadFailed(reason: string) {
  toast({ title: 'Image Upload Error', description: reason, variant: 'destructive' })
}

/** Featured image: checked here, uploaded to article-images at once, previewed by its public URL. */
export function ImageUploadField({ value, onChange, onBusyChange }: ImageUploadFieldProps) {
  const [uploading, setUploading] = useState(false)

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = imageFileProblem(file)
    if (problem) return uploadFailed(problem)
    setUploading(true)
    onBusyChange(true)
    try {
      onChange(await uploadArticleImage(file))
      toast({ title: 'Image uploaded!', description: 'Image is ready to be saved with the article.', variant: 'success' })
    } catch (error) {
      uploadFailed((error as Error).message || 'Something went wrong')
    } finally {
      setUploading(false)
      onBusyChange(false)
    }
  }

  return (
    <div>
      <p id="featured-image-label" className="mb-1 block text-sm font-medium text-ink">Featured Image</p>
      {value && (
        <div className="relative mb-2 w-fit">
          <img src={value} alt="Featured image preview" className="max-h-48 rounded-md border border-gray-200 object-cover" />
          <button type="button" onClick={() => onChange('')} aria-label="Remove featured image"
            className="absolute right-2 top-2 rounded-full bg-white/90 p-1 text-ink shadow hover:bg-white">
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      )}
      <label htmlFor="featured-image"
        className="flex cursor-pointer flex-col items-center gap-1 rounded-md border-2 border-dashed border-gray-300 px-4 py-5 text-center text-sm text-ink-muted hover:border-brand focus-within:border-brand">
        {uploading ? <Loader2 className="h-6 w-6 animate-spin text-brand" aria-hidden /> : <ImagePlus className="h-6 w-6" aria-hidden />}
        <span className="font-medium text-ink">{uploading ? 'Uploading...' : value ? 'Replace image' : 'Click to upload an image'}</span>
        <span id="featured-image-hint">PNG, JPG, GIF up to 2MB</span>
      </label>
      <input id="featured-image" type="file" accept={IMAGE_ACCEPTED_TYPES.join(',')} className="sr-only"
        aria-labelledby="featured-image-label" aria-describedby="featured-image-hint" disabled={uploading} onChange={handleFile} />
    </div>
  )
}
