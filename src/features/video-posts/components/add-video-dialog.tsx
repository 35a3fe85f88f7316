import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useAddVideoMutation } from '@/data/video-posts/admin-video-mutations.ts'
import { normalizeVideoUrl } from '@/data/video-posts/playable-video-url.ts'
import { videoUrlProblem } from '../utils/video-url-problem.ts'
import { fieldControl, FormField } from '@/components/ui/form-field.tsx'

const PLAYABLE_HINT = 'Only YouTube videos play on the site: a youtube.com/watch?v=… or youtu.be/… link.'

export function AddVideoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [title, setTitle] = useState('')
  const [url, setUrl] = useState('')
  // Why the URL was refused, shown under the field until it is edited.
  const [urlProblem, setUrlProblem] = useState<string | null>(null)
  const urlField = useRef<HTMLInputElement>(null)
  const addVideo = useAddVideoMutation({
    onSuccess: () => toast({ title: 'Success!', description: 'Video post created successfully.', variant: 'success' }),
  })

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!title.trim() || !url.trim()) {
      toast({ title: 'Error', description: 'Please fill in all fields', variant: 'destructive' })
      return
    }
    const playableUrl = normalizeVideoUrl(url)
    const problem = videoUrlProblem(playableUrl)
    if (problem) {
      setUrlProblem(problem)
      urlField.current?.focus()
      return
    }
    try {
      await addVideo.mutateAsync({ title: title.trim(), url: playableUrl })
    } catch {
      return // the query client shows 'Database Error'; what was typed stays
    }
    setTitle('')
    setUrl('')
    onOpenChange(false)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add New Video Post">
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <FormField id="video-title" label="Video Title">
          <input id="video-title" required maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)}
            placeholder="Enter video title" className={fieldControl} />
        </FormField>
        <FormField id="video-url" label="Video URL" hint={urlProblem ? undefined : PLAYABLE_HINT}>
          <input id="video-url" ref={urlField} type="url" required value={url}
            onChange={(event) => {
              setUrl(event.target.value)
              setUrlProblem(null)
            }}
            aria-invalid={urlProblem !== null}
            aria-describedby={urlProblem ? 'video-url-error' : 'video-url-hint'}
            placeholder="Enter YouTube or youtu.be URL" className={fieldControl} />
          {urlProblem && <p id="video-url-error" role="alert" className="mt-1 text-xs text-brand">{urlProblem}</p>}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" disabled={addVideo.isPending}>{addVideo.isPending ? 'Adding...' : 'Add Video'}</Button>
        </div>
      </form>
    </Dialog>
  )
}
