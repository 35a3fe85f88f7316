import { useQuery } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { siteSettingsQueries } from '@/data/site-settings/site-settings-queries.ts'
import { errorText } from '@/lib/error-text.ts'
import { removeTotpFactor, startTotpEnrolment, verifyTotpCode, type TotpEnrolment } from '../api/auth-store.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { authInputClass } from '../utils/auth-input-class.ts'
import { qrImageSource } from '../utils/qr-image.ts'
import { codeFormatProblem, isWrongCode, normaliseCode, WRONG_CODE } from '../utils/totp-code.ts'

/** Scan, then prove it worked with a code: only then does sign-in start asking for one. */
function Enrolment({ enrolment, onDone }: { enrolment: TotpEnrolment; onDone: () => void }) {
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = normaliseCode(code)
    const malformed = codeFormatProblem(value)
    if (malformed) {
      setProblem(malformed)
      return
    }
    setBusy(true)
    const { error } = await verifyTotpCode(enrolment.factorId, value)
    setBusy(false)
    if (error) {
      setProblem(isWrongCode(error) ? WRONG_CODE : errorText(error, 'Two-factor sign-in is not on yet.'))
      return
    }
    onDone()
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
        <li>Scan this code with an authenticator app (1Password, Google Authenticator, Authy…).</li>
        <li>Enter the 6-digit code it shows.</li>
      </ol>
      <img src={qrImageSource(enrolment.qrCode)} alt="QR code for your authenticator app" width={180} height={180} className="mx-auto h-[180px] w-[180px]" />
      <p className="text-center text-xs text-ink-muted">
        Can't scan? Enter this key instead: <code className="select-all break-all rounded bg-gray-100 px-1 py-0.5 text-ink">{enrolment.secret}</code>
      </p>
      <div>
        <label htmlFor="enrol-code" className="mb-1 block text-sm font-medium text-ink">Authentication code</label>
        <input id="enrol-code" inputMode="numeric" autoComplete="one-time-code" maxLength={8} value={code}
          onChange={(event) => setCode(event.target.value)} className={authInputClass} placeholder="123456" />
      </div>
      {problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      <Button type="submit" disabled={busy} className="w-full">{busy ? 'Verifying...' : 'Turn on two-factor'}</Button>
    </form>
  )
}

/** The dashboard's two-factor control: set up an authenticator app, or turn it off. */
export function TwoFactorSetup() {
  const { session } = useAuth()
  const factor = (session?.user.factors ?? []).find((candidate) => candidate.status === 'verified')
  const required = useQuery({ ...siteSettingsQueries.twoFactorRequired(), enabled: !factor })
  const [open, setOpen] = useState(false)
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const [busy, setBusy] = useState(false)

  async function begin() {
    setBusy(true)
    try {
      setEnrolment(await startTotpEnrolment())
      setOpen(true)
    } catch (error) {
      toast({ title: 'Two-factor not started', description: errorText(error, "Two-factor sign-in couldn't be set up."), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  async function turnOff(factorId: string) {
    setBusy(true)
    const { error } = await removeTotpFactor(factorId)
    setBusy(false)
    if (error) {
      toast({ title: 'Two-factor still on', description: errorText(error, "Two-factor sign-in wasn't turned off."), variant: 'destructive' })
      return
    }
    toast({ title: 'Two-factor is off', description: 'Sign-in asks for your password only.', variant: 'success' })
  }

  if (factor) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex items-center gap-1 text-sm text-ink"><ShieldCheck className="h-4 w-4 text-green-700" aria-hidden />Two-factor sign-in is on</span>
        <Button variant="ghost" disabled={busy} onClick={() => void turnOff(factor.id)}>Turn off</Button>
      </div>
    )
  }
  return (
    <>
      {required.data && (
        <p role="status" className="w-full text-sm font-medium text-amber-900">Your newsroom requires two-factor sign-in: set it up to make changes.</p>
      )}
      <Button variant="secondary" disabled={busy} onClick={() => void begin()}>
        <ShieldCheck className="mr-2 h-4 w-4" aria-hidden />{busy ? 'Starting...' : 'Set up two-factor'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Set up two-factor sign-in">
        {enrolment && (
          <Enrolment enrolment={enrolment} onDone={() => {
            setOpen(false)
            setEnrolment(null)
            toast({ title: 'Two-factor is on', description: 'From now on, sign-in asks for a code from your app.', variant: 'success' })
          }} />
        )}
      </Dialog>
    </>
  )
}
