import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { NewPasswordForm } from './new-password-form.tsx'

/** "Change password" in the dashboard: the signed-in member sets a new one. */
export function ChangePasswordButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <KeyRound className="mr-2 h-4 w-4" aria-hidden />Change password
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Change password" description="Anywhere else you are signed in is signed out; this device stays signed in.">
        {open && (
          <NewPasswordForm idPrefix="change" submitLabel="Save new password"
            onSaved={() => {
              setOpen(false)
              toast({ title: 'Password changed', description: 'Use the new password the next time you sign in.', variant: 'success' })
            }} />
        )}
      </Dialog>
    </>
  )
}
