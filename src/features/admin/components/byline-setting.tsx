import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useUpdateDisplayNameMutation } from '@/data/admins/admin-mutations.ts'
import { adminQueries } from '@/data/admins/admin-queries.ts'
import { fieldControl } from './form-field.tsx'

/** "Your byline": the display name new articles are signed with (blank: the e-mail is used). */
export function BylineSetting({ userId }: { userId: string }) {
  const current = useQuery(adminQueries.displayName(userId))
  const [editing, setEditing] = useState<string | null>(null)
  const update = useUpdateDisplayNameMutation({
    onSuccess: (name) => {
      setEditing(null)
      toast({ title: 'Byline saved', description: name ? `New articles will read "By ${name}".` : 'New articles will use your e-mail address.', variant: 'success' })
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (editing !== null) update.mutate({ userId, displayName: editing })
  }

  if (editing === null) {
    return (
      <p className="mt-1 text-sm text-ink-muted">
        Your byline: <span className="font-medium text-ink">{current.isPending ? '...' : current.data ?? 'not set (your e-mail is used)'}</span>{' '}
        <button type="button" className="text-brand underline" disabled={current.isPending} onClick={() => setEditing(current.data ?? '')}>
          Change byline
        </button>
      </p>
    )
  }
  return (
    <form onSubmit={submit} className="mt-1 flex flex-wrap items-center gap-2">
      <label htmlFor="byline-input" className="text-sm text-ink-muted">Your byline</label>
      <input id="byline-input" value={editing} maxLength={80} onChange={(event) => setEditing(event.target.value)} autoFocus
        placeholder="e.g. Jane Doe" className={`${fieldControl} w-56`} />
      <Button type="submit" disabled={update.isPending}>{update.isPending ? 'Saving...' : 'Save byline'}</Button>
      <Button variant="secondary" onClick={() => setEditing(null)}>Cancel</Button>
    </form>
  )
}
