import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { setPassword } from '../api/auth-store.ts'
import { authInputClass } from '../utils/auth-input-class.ts'
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from '../utils/password-rules.ts'
import { PasswordInput } from './password-input.tsx'

interface NewPasswordFormProps {
  /** Field ids are prefixed with it, so two forms never share one. */
  idPrefix: string
  submitLabel: string
  onSaved: () => void
}

/** A new password typed twice, saved for the signed-in user; a refusal keeps what was typed. */
export function NewPasswordForm({ idPrefix, submitLabel, onSaved }: NewPasswordFormProps) {
  const [password, setPasswordValue] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const invalid = newPasswordProblem(password, confirmation)
    setProblem(invalid)
    if (invalid) return
    setBusy(true)
    const { error } = await setPassword(password)
    setBusy(false)
    if (error) {
      setProblem(error.code === 'same_password' ? 'That is your current password: choose a new one.' : `The password was not changed: ${error.message}`)
      return
    }
    onSaved()
  }

  const errorId = `${idPrefix}-error`
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <div>
        <label htmlFor={`${idPrefix}-password`} className="mb-1 block text-sm font-medium text-ink">New password</label>
        <PasswordInput
          id={`${idPrefix}-password`} name="new-password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH}
          value={password} onChange={(event) => setPasswordValue(event.target.value)} className={authInputClass}
          aria-describedby={`${idPrefix}-hint${problem ? ` ${errorId}` : ''}`}
        />
        <p id={`${idPrefix}-hint`} className="mt-1 text-xs text-ink-muted">At least {MIN_PASSWORD_LENGTH} characters.</p>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-confirm`} className="mb-1 block text-sm font-medium text-ink">Confirm new password</label>
        <PasswordInput
          id={`${idPrefix}-confirm`} name="confirm-password" autoComplete="new-password" required
          value={confirmation} onChange={(event) => setConfirmation(event.target.value)} className={authInputClass}
        />
      </div>
      {problem && <p id={errorId} role="alert" className="text-sm text-red-700">{problem}</p>}
      <Button type="submit" disabled={busy} className="w-full">{busy ? 'Saving...' : submitLabel}</Button>
    </form>
  )
}
