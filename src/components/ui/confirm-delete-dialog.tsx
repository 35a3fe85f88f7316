import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'

interface ConfirmDeleteDialogProps {
  open: boolean
  /** "article" or "video post": the dialog says it is deleted permanently. */
  thing: string
  name?: string
  busy: boolean
  onConfirm: () => void
  onOpenChange: (open: boolean) => void
}

export function ConfirmDeleteDialog({ open, thing, name, busy, onConfirm, onOpenChange }: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Are you sure?"
      description={
        <>
          This action cannot be undone. This will permanently delete the {thing}
          {name ? <> <strong className="text-ink">"{name}"</strong></> : null}.
        </>
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>Cancel</Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>{busy ? 'Deleting...' : 'Yes, delete'}</Button>
      </div>
    </Dialog>
  )
}
