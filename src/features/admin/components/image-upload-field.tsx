import { ImagePlus, Loader2, X } from 'lucide-react'
import type { ChangeEvent } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import { IMAGE_ACCEPTED_TYPES } from '@/config/site.ts'
import { useUploadArticleImageMutation } from '@/data/storage/admin-article-image-mutations.ts'
import { imageFileProblem } from '../utils/image-file.ts'

interface ImageUploadFieldProps {
  value: string
  onChange: (url: string) => void
  onBusyChange: (busy: boolean) => void
}

/**
 * Featured image: checked here, uploaded to article-images at once, previewed by its public URL.
 * A refusal by the server is the upload mutation's 'Image Upload Error' toast.
 */
export function ImageUploadField({ value, onChange, onBusyChange }: ImageUploadFieldProps) {
  const upload = useUploadArticleImageMutation({
    onSuccess: (url) => {
      onChange(url)
      toast({ title: 'Image uploaded!', description: 'Image is ready to be saved with the article.', variant: 'success' })
    },
  })
  const uploading = upload.isPending

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = imageFileProblem(file)
    if (problem) {
      toast({ title: 'Image Upload Error', description: problem, variant: 'destructive' })
      return
    }
    onBusyChange(true)
    upload.mutate(file, { onSettled: () => onBusyChange(false) })
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
