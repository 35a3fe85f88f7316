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
      title={editing ? 'Edit Article' : 'Create New Article'}
      description={session.restoredAt
        ? `Restored from your draft saved ${formatLongDateTime(session.restoredAt)}.`
        : editing ? `Link: /${session.slug} (kept when you update)` : 'Fields marked * are required.'}>
      <ArticleForm session={session} authorEmail={authorEmail} onDone={onClose} />
    </Dialog>
  )
}
