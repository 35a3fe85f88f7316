import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { DISPLAY_NAME_MAX_LENGTH, displayNameProblem, normalizeDisplayName, updateDisplayName } from '@/data/authors/display-name.ts'
import { SITE_NAME } from '@/config/site.ts'
import { errorText } from '@/lib/error-text.ts'
import { supabase } from '@/lib/supabase.ts'
import { setPassword } from '../api/auth-store.ts'
import { authInputClass } from '../utils/auth-input-class.ts'
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from '../utils/password-rules.ts'
import { PasswordInput } from './password-input.tsx'

const NAME_TAKEN = 'You have not joined yet: another writer already has that name (names are compared without case, accents or spaces). Choose a different one.'

/**
 * Joining from an invitation (the link has signed the new member in): the name readers will see
 * on their articles, and the password they sign in with from now on.
 */
export function AcceptInviteForm({ userId, onJoined }: { userId: string; onJoined: () => void }) {
  const [name, setName] = useState('')
  const [password, setPasswordValue] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const invalid = !normalizeDisplayName(name) ? 'Please enter your name as readers should see it.' : (displayNameProblem(name, SITE_NAME) ?? newPasswordProblem(password, confirmation))
    setProblem(invalid)
    if (invalid) return
    setBusy(true)
    try {
      await updateDisplayName(supabase, userId, name)
      const { error } = await setPassword(password)
      if (error) throw error
      onJoined()
    } catch (error) {
      setProblem(error instanceof Error && error.message.startsWith('Your byline') ? error.message : errorText(error, 'You have not joined yet.', { taken: NAME_TAKEN }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <div>
        <label htmlFor="invite-name" className="mb-1 block text-sm font-medium text-ink">Display name</label>
        <input id="invite-name" type="text" autoComplete="name" required maxLength={DISPLAY_NAME_MAX_LENGTH * 2}
          value={name} onChange={(event) => setName(event.target.value)} className={authInputClass} aria-describedby="invite-name-hint" />
        <p id="invite-name-hint" className="mt-1 text-xs text-ink-muted">Shown as the byline on your articles. Readers never see your email.</p>
      </div>
      <div>
        <label htmlFor="invite-password" className="mb-1 block text-sm font-medium text-ink">Password</label>
        <PasswordInput id="invite-password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH}
          value={password} onChange={(event) => setPasswordValue(event.target.value)} className={authInputClass} aria-describedby="invite-password-hint" />
        <p id="invite-password-hint" className="mt-1 text-xs text-ink-muted">At least {MIN_PASSWORD_LENGTH} characters.</p>
      </div>
      <div>
        <label htmlFor="invite-confirm" className="mb-1 block text-sm font-medium text-ink">Confirm password</label>
        <PasswordInput id="invite-confirm" autoComplete="new-password" required
          value={confirmation} onChange={(event) => setConfirmation(event.target.value)} className={authInputClass} />
      </div>
      {problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      <Button type="submit" disabled={busy} className="w-full">{busy ? 'Joining...' : 'Join the team'}</Button>
    </form>
  )
}
