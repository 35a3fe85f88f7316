import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useEraseSubscriberMutation } from '@/data/subscribers/admin-subscriber-mutations.ts'

/** Erasure on request: asks first, then removes the address and every message queued or sent to it. */
export function EraseSubscriberButton({ id, email }: { id: string; email: string }) {
  const [open, setOpen] = useState(false)
  const erase = useEraseSubscriberMutation({
    onSuccess: () => {
      setOpen(false)
      toast({ title: 'Subscriber deleted', description: email, variant: 'success' })
    },
  })
  return (
    <>
      <Button variant="ghost" aria-label={`Delete ${email}`} onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
      <Dialog open={open} onOpenChange={(next) => { if (!next && !erase.isPending) setOpen(false) }}
        title="Delete this subscriber?" description={`${email} and every e-mail sent to it are erased for good.`}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={erase.isPending}>Cancel</Button>
          <Button variant="danger" onClick={() => erase.mutate(id)} disabled={erase.isPending}>{erase.isPending ? 'Deleting...' : 'Delete'}</Button>
        </div>
      </Dialog>
    </>
  )
}
