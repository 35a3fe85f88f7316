import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'

interface ConfirmActionDialogProps {
  open: boolean
  title: string
  description: ReactNode
  confirmLabel: string
  busyLabel: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
  /** The Escape key or outside click this dialog answered, so the editor beneath can ignore it. */
  onDismissEvent: (event: Event) => void
}

/** A yes/no question asked inside the article modal (Unpublish, Restore); Cancel comes first and takes the focus. */
export function ConfirmActionDialog({
  open, title, description, confirmLabel, busyLabel, busy, onConfirm, onCancel, onDismissEvent,
}: ConfirmActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => { if (!next) onCancel() }} title={title} description={description}
      onEscapeKeyDown={onDismissEvent} onInteractOutside={(event) => onDismissEvent(event.detail.originalEvent)}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>Cancel</Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>{busy ? busyLabel : confirmLabel}</Button>
      </div>
    </Dialog>
  )
}
