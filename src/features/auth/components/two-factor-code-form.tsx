import { useEffect, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { errorText } from '@/lib/error-text.ts'
import { verifiedTotpFactor, verifyTotpCode } from '../api/auth-store.ts'
import { authInputClass } from '../utils/auth-input-class.ts'
import { codeFormatProblem, isWrongCode, normaliseCode, WRONG_CODE } from '../utils/totp-code.ts'

/** The sign-in's second step, for a member with two-factor sign-in on. */
export function TwoFactorCodeForm({ onVerified, onCancel }: { onVerified: () => void; onCancel: () => void }) {
  const [factorId, setFactorId] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    verifiedTotpFactor().then(
      (factor) => { if (live) setFactorId(factor?.id ?? null) },
      (error: unknown) => { if (live) setProblem(errorText(error, "Couldn't start the two-factor check.")) },
    )
    return () => { live = false }
  }, [])

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = normaliseCode(code)
    const malformed = codeFormatProblem(value)
    if (malformed) {
      setProblem(malformed)
      return
    }
    if (!factorId) return
    setBusy(true)
    const { error } = await verifyTotpCode(factorId, value)
    setBusy(false)
    if (error) {
      setProblem(isWrongCode(error) ? WRONG_CODE : errorText(error, "You weren't signed in."))
      return
    }
    onVerified()
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <div>
        <label htmlFor="totp-code" className="mb-1 block text-sm font-medium text-ink">Authentication code</label>
        <input id="totp-code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={8} autoFocus
          value={code} onChange={(event) => setCode(event.target.value)} className={authInputClass}
          aria-describedby="totp-hint" placeholder="123456" />
        <p id="totp-hint" className="mt-1 text-xs text-ink-muted">Open your authenticator app and enter the 6-digit code for this site.</p>
      </div>
      {problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      <Button type="submit" disabled={busy || !factorId} className="w-full">{busy ? 'Verifying...' : 'Verify'}</Button>
      <p className="text-center text-sm">
        <button type="button" onClick={onCancel} className="text-ink-muted hover:text-ink hover:underline">Sign in as someone else</button>
      </p>
      <p className="text-center text-xs text-ink-muted">Lost your phone? An administrator can remove your two-factor sign-in from the Team tab.</p>
    </form>
  )
}
