import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useUpdateDisplayNameMutation } from '@/data/admins/admin-mutations.ts'
import { DISPLAY_NAME_MAX_LENGTH, displayNameProblem } from '@/data/admins/display-name.ts'
import { adminQueries } from '@/data/admins/admin-queries.ts'
import { fieldControl } from '@/components/ui/form-field.tsx'

/** "Your byline": the display name new articles are signed with (blank: the site's name is used). */
export function BylineSetting({ userId }: { userId: string }) {
  const current = useQuery(adminQueries.displayName(userId))
  const [editing, setEditing] = useState<string | null>(null)
  const update = useUpdateDisplayNameMutation({
    onSuccess: (name) => {
      setEditing(null)
      toast({ title: 'Byline saved', description: name ? `New articles will read "By ${name}".` : "New articles will be signed with the site's name.", variant: 'success' })
    },
  })

  // Said as soon as the name holds something the database would refuse (a pasted name often
  // carries invisible characters), and the form is not sent.
  const problem = editing === null ? null : displayNameProblem(editing)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (editing !== null && !problem) update.mutate({ userId, displayName: editing })
  }

  if (editing === null) {
    return (
      <p className="mt-1 text-sm text-ink-muted">
        Your byline: <span className="font-medium text-ink">{current.isPending ? '...' : current.data ?? "not set (the site's name is used)"}</span>{' '}
        <button type="button" className="text-brand underline" disabled={current.isPending} onClick={() => setEditing(current.data ?? '')}>
          Change byline
        </button>
      </p>
    )
  }
  return (
    <form onSubmit={submit} className="mt-1 flex flex-wrap items-center gap-2">
      <label htmlFor="byline-input" className="text-sm text-ink-muted">Your byline</label>
      <input id="byline-input" value={editing} maxLength={DISPLAY_NAME_MAX_LENGTH} onChange={(event) => setEditing(event.target.value)} autoFocus
        placeholder="e.g. Jane Doe" className={`${fieldControl} w-56`}
        aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'byline-problem' : undefined} />
      <Button type="submit" disabled={update.isPending || problem !== null}>{update.isPending ? 'Saving...' : 'Save byline'}</Button>
      <Button variant="secondary" onClick={() => setEditing(null)}>Cancel</Button>
      {problem && <p id="byline-problem" role="alert" className="w-full text-sm text-brand">{problem}</p>}
    </form>
  )
}
