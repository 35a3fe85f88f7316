import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'

interface DiscardChangesDialogProps {
  open: boolean
  onKeepEditing: () => void
  onDiscard: () => void
  /** Where the editor was when the question came up; Keep editing returns there. */
  returnFocusTo: HTMLElement | null
  /** The Escape key or outside click this dialog answered, so the editor beneath can ignore it. */
  onDismissEvent: (event: Event) => void
}

/**
 * Asked before the article modal closes with unsaved changes. "Keep editing" comes first so it
 * takes the focus: Enter, Escape or a click beside this dialog all keep the text.
 */
export function DiscardChangesDialog({ open, onKeepEditing, onDiscard, returnFocusTo, onDismissEvent }: DiscardChangesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => { if (!next) onKeepEditing() }} title="Discard changes?"
      description="The changes you made since opening this article or saving its draft will be lost."
      onEscapeKeyDown={onDismissEvent}
      onInteractOutside={(event) => onDismissEvent(event.detail.originalEvent)}
      onCloseAutoFocus={(event) => {
        if (!returnFocusTo?.isConnected) return
        event.preventDefault()
        returnFocusTo.focus()
      }}>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onKeepEditing}>Keep editing</Button>
        <Button variant="danger" onClick={onDiscard}>Discard</Button>
      </div>
    </Dialog>
  )
}
