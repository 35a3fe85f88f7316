import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useUpdateDisplayNameMutation } from '@/data/authors/author-profile-mutations.ts'
import { DISPLAY_NAME_MAX_LENGTH, displayNameProblem } from '@/data/authors/display-name.ts'
import { authorProfileQueries } from '@/data/authors/author-profile-queries.ts'
import { fieldControl } from '@/components/ui/form-field.tsx'
import { SITE_NAME } from '@/config/site.ts'

/** "Your byline": the display name new articles are signed with (blank: the site's name, never the login e-mail). */
export function BylineSetting({ userId }: { userId: string }) {
  const current = useQuery(authorProfileQueries.displayName(userId))
  const [editing, setEditing] = useState<string | null>(null)
  // A member without a name (just joined, or added by SQL) is asked for one when the dashboard
  // first shows: until then their articles are signed with the site's name.
  const asked = useRef(false)
  const unnamed = current.isSuccess && current.data === null
  useEffect(() => {
    if (!unnamed || asked.current) return
    asked.current = true
    setEditing('')
  }, [unnamed])
  const update = useUpdateDisplayNameMutation({
    onSuccess: (name) => {
      setEditing(null)
      toast({ title: 'Byline saved', description: name ? `New articles will read "By ${name}".` : `New articles will read "By ${SITE_NAME}".`, variant: 'success' })
    },
  })

  // Said as soon as the name holds something the database would refuse (a pasted name often
  // carries invisible characters), and the form is not sent.
  const problem = editing === null ? null : displayNameProblem(editing, SITE_NAME)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (editing !== null && !problem) update.mutate({ userId, displayName: editing })
  }

  if (editing === null) {
    return (
      <p className="mt-1 text-sm text-ink-muted">
        Your byline: <span className="font-medium text-ink">{current.isPending ? '...' : current.data ?? `not set (articles read "By ${SITE_NAME}")`}</span>{' '}
        <button type="button" className="text-brand underline" disabled={current.isPending} onClick={() => setEditing(current.data ?? '')}>
          Change byline
        </button>
      </p>
    )
  }
  return (
    <form onSubmit={submit} className="mt-1 flex flex-wrap items-center gap-2">
      {unnamed && <p className="w-full text-sm text-ink">Choose the name readers will see on your articles (until then they read "By {SITE_NAME}").</p>}
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
