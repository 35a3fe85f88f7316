import { useEffect, useRef, useState } from 'react'
import { useBlocker } from 'react-router-dom'
import { toast } from '@/components/ui/toast-store.ts'
import { Dialog } from '@/components/ui/dialog.tsx'
import { formatLongDateTime } from '@/lib/dates.ts'
import type { EditorSession } from '../hooks/use-article-editor.ts'
import { useEditorForm } from '../hooks/use-editor-form.ts'
import { useImageRelease } from '../hooks/use-image-release.ts'
import { ArticleForm } from './article-form.tsx'
import { DiscardChangesDialog } from './discard-changes-dialog.tsx'
import { ArticleViews } from './article-views.tsx'
import { EditorStateBadge } from './editor-state-badge.tsx'

interface ArticleEditorDialogProps {
  session: EditorSession
  onClose: () => void
  /** An editor's: publish, schedule, unpublish, featured, breaking. Else "Submit for review". */
  canPublish: boolean
}

function autosaveFailed() {
  toast({ title: 'Draft kept in this browser', description: "The server couldn't be reached; your text is saved here until it can be.", variant: 'destructive' })
}

const POINTER_DOWN_OUTSIDE = 'dismissableLayer.pointerDownOutside'

export function ArticleEditorDialog({ session, onClose, canPublish }: ArticleEditorDialogProps) {
  const form = useEditorForm(session, autosaveFailed)
  const images = useImageRelease(session)
  const [confirming, setConfirming] = useState(false)
  // The modal opens from state, not from a Radix trigger: focus goes back by hand.
  const [opener] = useState(() => document.activeElement instanceof HTMLElement ? document.activeElement : null)
  const [focusBeforeAsking, setFocusBeforeAsking] = useState<HTMLElement | null>(null)
  // Both layers listen on the document: once the prompt has closed on an Escape or a click, the
  // same event can reach the editor's layer and must not ask again.
  const promptAnswered = useRef<Event | null>(null)
  const editing = session.articleId !== null
  // Back (or any other address) with unsaved changes asks first, as closing does; a close or a
  // save that already decided is let through.
  const leaving = useRef(false)
  const dirty = useRef(form.dirty)
  useEffect(() => {
    dirty.current = form.dirty
  })
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname)

  // Leaving the page (reload, another address, closing the tab) with unsaved changes asks first.
  useEffect(() => {
    if (!form.dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [form.dirty])

  // Escape, Cancel, × and a click beside the modal all come here: nothing typed is dropped unasked.
  function requestClose() {
    if (form.dirty) {
      setFocusBeforeAsking(document.activeElement instanceof HTMLElement ? document.activeElement : null)
      setConfirming(true)
      return
    }
    close()
  }

  function close() {
    form.abandon()
    images.release()
    leaving.current = true
    if (blocker.state === 'blocked') blocker.proceed()
    else onClose()
  }

  function keepEditing() {
    setConfirming(false)
    if (blocker.state === 'blocked') blocker.reset()
  }

  return (
    <Dialog open onOpenChange={(open) => { if (!open) requestClose() }} size="full"
      titleAside={<>
        <EditorStateBadge status={session.status} publishDate={session.publishDate} />
        {/* Views are analytics: editors' and administrators' only, as the database rules. */}
        {canPublish && session.articleId !== null && session.status === 'published' && <ArticleViews articleId={session.articleId} />}
      </>}
      // Focus leaving for a toast is no reason to close; a click beside the modal is, once asked.
      onInteractOutside={(event) => {
        event.preventDefault()
        if (event.type === POINTER_DOWN_OUTSIDE && event.detail.originalEvent !== promptAnswered.current) requestClose()
      }}
      // Escape inside the link/image prompt closes only the prompt.
      onEscapeKeyDown={(event) => {
        if (event === promptAnswered.current || (event.target as Element | null)?.closest('[data-url-prompt]')) event.preventDefault()
      }}
      onCloseAutoFocus={(event) => {
        if (!opener?.isConnected) return
        event.preventDefault()
        opener.focus()
      }}
      title={editing ? 'Edit Article' : 'Create New Article'}
      description={session.restoredAt
        ? `Restored from your draft saved ${formatLongDateTime(session.restoredAt)}.`
        : editing ? `Link: /${session.slug} (kept when you update)` : 'Fields marked * are required to publish; a draft can be saved at any time.'}>
      <ArticleForm session={session} form={form} onCancel={requestClose} canPublish={canPublish}
        onSaved={() => { form.finish(); images.release(); leaving.current = true; onClose() }} onImageUploaded={images.track}
        onDismissEvent={(event) => { promptAnswered.current = event }} />
      <DiscardChangesDialog open={confirming || blocker.state === 'blocked'} onKeepEditing={keepEditing} onDiscard={close}
        returnFocusTo={focusBeforeAsking} onDismissEvent={(event) => { promptAnswered.current = event }} />
    </Dialog>
  )
}
