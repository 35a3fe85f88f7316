import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { fieldControl } from '@/components/ui/form-field.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { authorPath } from '@/config/author-paths.ts'
import { BIO_MAX_LENGTH, bioLength, bioProblem } from '@/data/authors/author-bio.ts'
import { useUpdateBioMutation } from '@/data/authors/author-profile-mutations.ts'
import { authorProfileQueries } from '@/data/authors/author-profile-queries.ts'

/** "Your bio": the short text under the member's name on their public author page. */
export function BioSetting({ userId }: { userId: string }) {
  const profile = useQuery(authorProfileQueries.profile(userId))
  const [editing, setEditing] = useState<string | null>(null)
  const update = useUpdateBioMutation({
    onSuccess: (saved) => {
      setEditing(null)
      toast({ title: 'Bio saved', description: saved.bio ? 'Your author page shows it now.' : 'Your author page shows no bio.', variant: 'success' })
    },
  })
  const problem = editing === null ? null : bioProblem(editing)
  const hasPage = Boolean(profile.data?.slug && profile.data.display_name)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (editing !== null && !problem) update.mutate({ userId, bio: editing })
  }

  if (editing === null) {
    return (
      <p className="mt-1 text-sm text-ink-muted">
        Your bio: <span className="font-medium text-ink">{profile.isPending ? '...' : profile.data?.bio ? 'set' : 'not set'}</span>{' '}
        <button type="button" className="text-brand underline" disabled={profile.isPending} onClick={() => setEditing(profile.data?.bio ?? '')}>
          Change bio
        </button>
        {hasPage && profile.data?.slug && (
          <>
            {' · '}
            <a href={authorPath(profile.data.slug)} target="_blank" rel="noreferrer" className="text-brand underline">View your author page</a>
          </>
        )}
      </p>
    )
  }

  const length = bioLength(editing)
  return (
    <form onSubmit={submit} className="mt-2 max-w-xl space-y-2">
      <label htmlFor="bio-input" className="block text-sm text-ink-muted">Your bio (shown on your author page)</label>
      <textarea id="bio-input" value={editing} rows={3} onChange={(event) => setEditing(event.target.value)} autoFocus
        placeholder="e.g. Covers the city council and local courts." className={fieldControl}
        aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'bio-count bio-problem' : 'bio-count'} />
      <p id="bio-count" className={`text-xs ${length > BIO_MAX_LENGTH ? 'text-brand' : 'text-ink-muted'}`}>{length}/{BIO_MAX_LENGTH} characters</p>
      {problem && <p id="bio-problem" role="alert" className="text-sm text-brand">{problem}</p>}
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending || problem !== null}>{update.isPending ? 'Saving...' : 'Save bio'}</Button>
        <Button variant="secondary" onClick={() => setEditing(null)}>Cancel</Button>
      </div>
    </form>
  )
}
