import { toast } from '@/components/ui/toast-store.ts'
import type { EditorSession } from '../hooks/use-article-editor.ts'
import { useArticleSaving } from '../hooks/use-article-saving.ts'
import type { EditorForm } from '../hooks/use-editor-form.ts'
import { useImageUpload } from '../hooks/use-image-upload.ts'
import { formFromArticle } from '../utils/article-form-values.ts'
import { ArticleFormActions } from './article-form-actions.tsx'
import { ArticleSettingsFields } from './article-settings-fields.tsx'
import { ArticleWritingFields } from './article-writing-fields.tsx'
import { ConfirmActionDialog } from './confirm-action-dialog.tsx'
import { RevisionsPanel } from './revisions-panel.tsx'

interface ArticleFormProps {
  session: EditorSession
  form: EditorForm
  onCancel: () => void
  /** After the article was published, updated or unpublished. */
  onSaved: () => void
  /** An Escape or outside click a dialog inside the form answered (the editor must not act on it too). */
  onDismissEvent: (event: Event) => void
  /** Every image stored while the form is open, so the ones the article ends up not using can be removed. */
  onImageUploaded: (url: string) => void
  /** An editor's form; a contributor's has no publishing, featured or breaking, and submits for review. */
  canPublish: boolean
}

/** The article modal's body: the text and its settings in one scrolling area, the buttons below it. */
export function ArticleForm({ session, form, onCancel, onSaved, onDismissEvent, onImageUploaded, canPublish }: ArticleFormProps) {
  const featuredUpload = useImageUpload(onImageUploaded)
  const bodyUpload = useImageUpload(onImageUploaded)
  const uploading = featuredUpload.phase !== 'idle' || bodyUpload.phase !== 'idle'
  const saving = useArticleSaving({ session, form, canPublish, onSaved })

  return (
    <form onSubmit={(event) => void saving.submit(event)} noValidate className="flex min-h-0 flex-1 flex-col">
      {/* The one scrolling area: the toolbar sticks to its top, the actions stay below it. */}
      <div data-editor-scroll className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
        <div className="mx-auto flex max-w-6xl flex-col gap-8 lg:flex-row lg:items-start">
          {/* The writing column, at a reading width. */}
          <div className="mx-auto w-full min-w-0 max-w-[72ch] space-y-5">
            <ArticleWritingFields form={form} bodyUpload={bodyUpload} />
          </div>
          <ArticleSettingsFields form={form} featuredUpload={featuredUpload} canPublish={canPublish} existing={session.articleId !== null} />
        </div>
        {session.articleId && (
          <div className="mx-auto mt-8 max-w-6xl">
            <RevisionsPanel articleId={session.articleId} onDismissEvent={onDismissEvent}
              onRestored={(revision) => {
                form.reset(formFromArticle(revision))
                toast({ title: 'Revision restored', description: 'The article now holds that version; the previous one is in the history.', variant: 'success' })
              }} />
          </div>
        )}
      </div>
      <ArticleFormActions saving={saving} publishAt={form.publishAt} canPublish={canPublish} articleId={session.articleId}
        uploading={uploading} onCancel={onCancel} />
      <ConfirmActionDialog open={saving.confirmingUnpublish} title="Unpublish this article?"
        description="It becomes a draft: readers no longer see it, its address answers 'Article Not Found' until you publish it again."
        confirmLabel="Unpublish" busyLabel="Unpublishing..." busy={saving.unpublishing} onDismissEvent={onDismissEvent}
        onCancel={() => saving.setConfirmingUnpublish(false)} onConfirm={saving.unpublishNow} />
    </form>
  )
}
