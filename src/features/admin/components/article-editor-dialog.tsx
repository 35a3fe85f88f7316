import { Dialog } from '@/components/ui/dialog.tsx'
import { formatLongDateTime } from '@/lib/dates.ts'
import type { EditorSession } from '../hooks/use-article-editor.ts'
import { ArticleForm } from './article-form.tsx'

interface ArticleEditorDialogProps {
  session: EditorSession
  authorEmail: string
  onClose: () => void
}

export function ArticleEditorDialog({ session, authorEmail, onClose }: ArticleEditorDialogProps) {
  const editing = session.articleId !== null
  return (
    <Dialog open onOpenChange={(open) => { if (!open) onClose() }} className="max-w-3xl"
      // A stray click beside the modal must not throw away an article being written, and Escape
      // inside the link/image prompt closes only the prompt.
      onInteractOutside={(event) => event.preventDefault()}
      onEscapeKeyDown={(event) => { if ((event.target as Element | null)?.closest('[data-url-prompt]')) event.preventDefault() }}
      title={editing ? 'Edit Article' : 'Create New Article'}
      description={session.restoredAt
        ? `Restored from your draft saved ${formatLongDateTime(session.restoredAt)}.`
        : editing ? `Link: /${session.slug} (kept when you update)` : 'Fields marked * are required.'}>
      <ArticleForm session={session} authorEmail={authorEmail} onDone={onClose} />
    </Dialog>
  )
}
