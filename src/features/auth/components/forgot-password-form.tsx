import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button.tsx'
import { adminPaths } from '@/config/admin-paths.ts'
import { requestPasswordReset } from '../api/auth-store.ts'
import { authInputClass } from '../utils/auth-input-class.ts'

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; message: string }

/** "Forgot password?": one answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = email.trim()
    if (!address) {
      setStatus({ kind: 'failed', message: 'Please enter your email address.' })
      return
    }
    setStatus({ kind: 'sending' })
    const { error } = await requestPasswordReset(address, new URL(adminPaths.resetPassword, window.location.origin).href)
    setStatus(error ? { kind: 'failed', message: `The email could not be sent (${error.message}). Please try again.` } : { kind: 'sent', email: address })
  }

  if (status.kind === 'sent') {
    return (
      <div className="space-y-5 text-center" role="status">
        <p className="text-ink">
          If <strong>{status.email}</strong> belongs to an account, we have sent it a link to choose a new password.
          The link works once, within an hour.
        </p>
        <p className="text-sm text-ink-muted">No email after a few minutes? Check your spam folder, or ask again in a minute.</p>
        <Link to={adminPaths.signIn} className="inline-block font-medium text-brand hover:underline">Back to Sign In</Link>
      </div>
    )
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <div>
        <label htmlFor="forgot-email" className="mb-1 block text-sm font-medium text-ink">Email Address</label>
        <input
          id="forgot-email" type="email" name="email" autoComplete="username" required
          placeholder="Enter your email" value={email} onChange={(event) => setEmail(event.target.value)} className={authInputClass}
          aria-describedby={status.kind === 'failed' ? 'forgot-error' : undefined}
        />
      </div>
      {status.kind === 'failed' && <p id="forgot-error" role="alert" className="text-sm text-red-700">{status.message}</p>}
      <Button type="submit" disabled={status.kind === 'sending'} className="w-full">
        {status.kind === 'sending' ? 'Sending...' : 'Send reset link'}
      </Button>
      <p className="text-center text-sm">
        <Link to={adminPaths.signIn} className="text-ink-muted hover:text-ink hover:underline">← Back to Sign In</Link>
      </p>
    </form>
  )
}
