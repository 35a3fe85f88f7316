import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { paths } from '@/config/paths.ts'
import { adminPaths } from '@/config/admin-paths.ts'
import { showErrorToast } from '@/lib/query-client.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { authInputClass as inputClass } from '../utils/auth-input-class.ts'
import { PasswordInput } from './password-input.tsx'


/** The admin sign-in form; onSignedIn runs after the success toast. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!email.trim() || !password) {
      toast({ title: 'Error', description: 'Please fill in all fields', variant: 'destructive' })
      return
    }
    setBusy(true)
    const { error, needsCode } = await signIn(email.trim(), password)
    setBusy(false)
    if (error) {
      showErrorToast(error, { errorTitle: 'Sign in Failed', errorMessage: "You weren't signed in." })
      return
    }
    // The page turns to the code step by itself (the session now owes its second factor).
    if (needsCode) return
    toast({ title: 'Success!', description: 'Welcome back! Redirecting to dashboard...', variant: 'success' })
    onSignedIn()
  }

  // noValidate: the spec's own 'Please fill in all fields' toast replaces the browser bubble.
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <div>
        <label htmlFor="signin-email" className="mb-1 block text-sm font-medium text-ink">Email Address</label>
        <input
          id="signin-email" type="email" name="email" autoComplete="username" required
          placeholder="Enter your email" value={email} onChange={(event) => setEmail(event.target.value)} className={inputClass}
        />
      </div>
      <div>
        <div className="mb-1 flex items-baseline justify-between">
          <label htmlFor="signin-password" className="block text-sm font-medium text-ink">Password</label>
          <Link to={adminPaths.forgotPassword} className="text-sm font-medium text-brand hover:underline">Forgot password?</Link>
        </div>
        <PasswordInput
          id="signin-password" name="password" autoComplete="current-password" required
          placeholder="Enter your password" value={password} onChange={(event) => setPassword(event.target.value)} className={inputClass}
        />
      </div>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Need access?{' '}
        <Link to={adminPaths.signUp} className="font-medium text-brand hover:underline">Sign Up</Link>
      </p>
      <p className="text-center text-sm">
        <Link to={paths.home} className="text-ink-muted hover:text-ink hover:underline">← Back to Homepage</Link>
      </p>
    </form>
  )
}
