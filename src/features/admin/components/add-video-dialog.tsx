import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useAddVideoMutation } from '@/data/video-posts/admin-video-mutations.ts'
import { videoUrlProblem } from '../utils/url-rules.ts'
import { fieldControl, FormField } from './form-field.tsx'

export function AddVideoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [title, setTitle] = useState('')
  const [url, setUrl] = useState('')
  const addVideo = useAddVideoMutation({
    onSuccess: () => toast({ title: 'Success!', description: 'Video post created successfully.', variant: 'success' }),
  })

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!title.trim() || !url.trim()) {
      toast({ title: 'Error', description: 'Please fill in all fields', variant: 'destructive' })
      return
    }
    const problem = videoUrlProblem(url)
    if (problem) {
      toast({ title: 'Error', description: problem, variant: 'destructive' })
      return
    }
    try {
      await addVideo.mutateAsync({ title: title.trim(), url: url.trim() })
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
        <FormField id="video-url" label="Video URL">
          <input id="video-url" type="url" required value={url} onChange={(event) => setUrl(event.target.value)}
            placeholder="Enter YouTube or X (Twitter) URL" className={fieldControl} />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" disabled={addVideo.isPending}>{addVideo.isPending ? 'Adding...' : 'Add Video'}</Button>
        </div>
      </form>
    </Dialog>
  )
}
