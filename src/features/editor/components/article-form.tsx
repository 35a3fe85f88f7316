import { Save } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { CATEGORIES, type CategorySlug } from '@/config/categories.ts'
import { DRAFT_SAVED_TOAST_MS } from '@/config/site.ts'
import { usePublishArticleMutation, useSubmitForReviewMutation, useUnpublishArticleMutation } from '@/data/articles/admin-article-mutations.ts'
import { formatLongDateTime } from '@/lib/dates.ts'
import type { EditorSession } from '../hooks/use-article-editor.ts'
import type { EditorForm } from '../hooks/use-editor-form.ts'
import { useImageUpload } from '../hooks/use-image-upload.ts'
import { articleFieldsFromForm, formFromArticle, missingRequiredFields, requiredFieldsMessage } from '../utils/article-form-values.ts'
import { storedArticleState } from '../utils/editor-state.ts'
import { chosenPublishDate, publishAction, PUBLISH_ACTION_LABEL } from '../utils/publish-action.ts'
import { fromPublishInput, isScheduledTime } from '../utils/publish-time.ts'
import { CheckboxField } from './checkbox-field.tsx'
import { ConfirmActionDialog } from './confirm-action-dialog.tsx'
import { fieldControl, FormField } from '@/components/ui/form-field.tsx'
import { ImageUploadField } from './image-upload-field.tsx'
import { PublishControls } from './publish-controls.tsx'
import { RevisionsPanel } from './revisions-panel.tsx'
import { RichTextEditor } from './rich-text-editor.tsx'

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

export function ArticleForm({ session, form, onCancel, onSaved, onDismissEvent, onImageUploaded, canPublish }: ArticleFormProps) {
  const { values, set } = form
  const featuredUpload = useImageUpload(onImageUploaded)
  const bodyUpload = useImageUpload(onImageUploaded)
  const uploading = featuredUpload.phase !== 'idle' || bodyUpload.phase !== 'idle'
  const [savingDraft, setSavingDraft] = useState(false)
  const [confirmUnpublish, setConfirmUnpublish] = useState(false)
  const live = session.status === 'published'
  const stored = storedArticleState(session)
  const action = publishAction(stored, form.publishAt)
  const publish = usePublishArticleMutation({
    onSuccess: (_, { publishDate }) => {
      const scheduledFor = publishDate && new Date(publishDate).getTime() > Date.now() ? publishDate : null
      const done = scheduledFor ? `scheduled for ${formatLongDateTime(scheduledFor)}`
        : stored?.kind === 'scheduled' && publishDate !== undefined ? 'published successfully'
          : live ? 'updated successfully' : 'created successfully'
      toast({ title: 'Success!', description: `Article ${done}`, variant: 'success' })
    },
  })
  const submitForReview = useSubmitForReviewMutation({
    onSuccess: () => toast({ title: 'Submitted for review', description: 'An editor will read it and publish it.', variant: 'success' }),
  })
  const unpublish = useUnpublishArticleMutation({
    onSuccess: () => toast({ title: 'Article unpublished', description: 'It is a draft again; readers no longer see it.', variant: 'success' }),
  })

  async function handleSaveDraft() {
    setSavingDraft(true)
    const { local, server } = await form.saveDraft().finally(() => setSavingDraft(false))
    if (server) {
      toast({ title: 'Draft Saved', description: 'Your article has been saved.', duration: DRAFT_SAVED_TOAST_MS })
    } else if (local) {
      toast({ title: 'Draft Saved', description: "Saved in this browser only: the server couldn't be reached. Try again before leaving.", variant: 'destructive' })
    } else {
      toast({ title: 'Draft not saved', description: 'Neither the server nor this browser could store the draft.', variant: 'destructive' })
    }
  }

  // A contributor's submit: the draft is saved, then marked for an editor to review.
  async function handleSubmitForReview() {
    const saved = await form.saveDraft()
    if (!saved.server || !saved.id) {
      toast({ title: 'Not submitted', description: "The draft couldn't be saved on the server. Try again.", variant: 'destructive' })
      return
    }
    try {
      await submitForReview.mutateAsync({ id: saved.id })
    } catch {
      return // the query client says why; the text stays in the form
    }
    form.finish()
    onSaved()
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const missing = missingRequiredFields(values)
    if (missing.length > 0) {
      toast({ title: 'Error', description: requiredFieldsMessage(missing), variant: 'destructive' })
      return
    }
    if (!canPublish) {
      await handleSubmitForReview()
      return
    }
    try {
      await publish.mutateAsync({
        articleId: form.rowId, fields: articleFieldsFromForm(values), publishDate: chosenPublishDate(stored, form.publishAt), author: form.changedAuthor(),
      })
    } catch {
      return // the query client shows 'Database Error'; everything typed stays in the form
    }
    onSaved()
  }

  function handleUnpublish() {
    if (!session.articleId) return
    unpublish.mutate({ id: session.articleId, fields: articleFieldsFromForm(values), author: form.changedAuthor() }, {
      onSuccess: onSaved,
      onSettled: () => setConfirmUnpublish(false),
    })
  }

  const scheduledHint = isScheduledTime(form.publishAt) ? fromPublishInput(form.publishAt) : null
  return (
    <form onSubmit={handleSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      {/* The one scrolling area: the toolbar sticks to its top, the actions stay below it. */}
      <div data-editor-scroll className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
        <div className="mx-auto flex max-w-6xl flex-col gap-8 lg:flex-row lg:items-start">
          {/* The writing column, at a reading width. */}
          <div className="mx-auto w-full min-w-0 max-w-[72ch] space-y-5">
            <FormField id="article-title" label="Title" required>
              <input id="article-title" required maxLength={200} value={values.title} onChange={(event) => set('title', event.target.value)}
                placeholder="Enter article title" className={`${fieldControl} sm:text-xl sm:font-semibold`} />
            </FormField>
            <FormField id="article-excerpt" label="Excerpt" required>
              <textarea id="article-excerpt" required maxLength={500} rows={3} value={values.excerpt}
                onChange={(event) => set('excerpt', event.target.value)} placeholder="A short summary shown in lists" className={fieldControl} />
            </FormField>
            <div>
              <p id="article-content-label" className="mb-1 block text-sm font-medium text-ink">
                Content<span className="text-brand" aria-hidden> *</span>
              </p>
              <RichTextEditor value={values.content} onChange={(html) => set('content', html)} labelledBy="article-content-label" upload={bodyUpload} />
            </div>
          </div>
          <aside aria-label="Article settings" className="w-full space-y-5 lg:w-80 lg:shrink-0">
            <FormField id="article-category" label="Category">
              <select id="article-category" value={values.category} className={fieldControl}
                onChange={(event) => set('category', event.target.value as CategorySlug)}>
                {CATEGORIES.map((category) => <option key={category.value} value={category.value}>{category.label}</option>)}
              </select>
            </FormField>
            <ImageUploadField value={values.image_url} onChange={(url) => set('image_url', url)} upload={featuredUpload} />
            <FormField id="article-image-alt" label="Featured Image Alt Text" hint="Describe the image for readers who cannot see it.">
              <input id="article-image-alt" maxLength={300} value={values.image_alt} onChange={(event) => set('image_alt', event.target.value)}
                placeholder="Describe the featured image" aria-describedby="article-image-alt-hint" className={fieldControl} />
            </FormField>
            {canPublish ? (
              <>
                <div className="flex flex-col gap-2">
                  <CheckboxField label="Mark as featured" checked={values.featured} onChange={(checked) => set('featured', checked)} />
                  <CheckboxField label="Mark as breaking news" checked={values.breaking} onChange={(checked) => set('breaking', checked)} />
                </div>
                <PublishControls publishAt={form.publishAt} onPublishAtChange={form.setPublishAt} />
              </>
            ) : (
              <p className="text-sm text-ink-muted">Editors publish, schedule and feature articles. When your draft is ready, submit it for review.</p>
            )}
            {session.articleId && (
              <FormField id="article-author" label="Byline" hint="The name readers see under the article.">
                <input id="article-author" maxLength={80} value={form.author} onChange={(event) => form.setAuthor(event.target.value)}
                  aria-describedby="article-author-hint" className={fieldControl} />
              </FormField>
            )}
          </aside>
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
      <div className="flex flex-col gap-2 border-t border-gray-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-6">
        {scheduledHint && <p className="text-sm text-ink-muted sm:mr-auto" aria-live="polite">Will publish on {formatLongDateTime(scheduledHint)}</p>}
        {canPublish && live && session.articleId && (
          <Button variant="secondary" onClick={() => setConfirmUnpublish(true)} disabled={unpublish.isPending}>Unpublish</Button>
        )}
        <Button variant="secondary" onClick={onCancel}>Cancel</Button>
        <Button variant="secondary" onClick={() => void handleSaveDraft()} disabled={savingDraft || uploading}>
          <Save className="h-4 w-4" aria-hidden />Save Draft
        </Button>
        {canPublish ? (
          <Button type="submit" disabled={publish.isPending || uploading}>
            {publish.isPending ? 'Saving...' : PUBLISH_ACTION_LABEL[action]}
          </Button>
        ) : (
          <Button type="submit" disabled={savingDraft || submitForReview.isPending || uploading}>
            {submitForReview.isPending ? 'Submitting...' : 'Submit for review'}
          </Button>
        )}
      </div>
      <ConfirmActionDialog open={confirmUnpublish} title="Unpublish this article?"
        description="It becomes a draft: readers no longer see it, its address answers 'Article Not Found' until you publish it again."
        confirmLabel="Unpublish" busyLabel="Unpublishing..." busy={unpublish.isPending} onDismissEvent={onDismissEvent}
        onCancel={() => setConfirmUnpublish(false)} onConfirm={handleUnpublish} />
    </form>
  )
}
