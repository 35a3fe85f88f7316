import { useState, type FormEvent } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import { DRAFT_SAVED_TOAST_MS } from '@/config/site.ts'
import { usePublishArticleMutation, useSubmitForReviewMutation, useUnpublishArticleMutation } from '@/data/articles/admin-article-mutations.ts'
import { formatZonedDateTime } from '@/lib/zoned-dates.ts'
import { articleFieldsFromForm, missingRequiredFields, requiredFieldsMessage } from '../utils/article-form-values.ts'
import { storedArticleState } from '../utils/editor-state.ts'
import { chosenPublishDate, publishAction } from '../utils/publish-action.ts'
import type { EditorSession } from './use-article-editor.ts'
import type { EditorForm } from './use-editor-form.ts'

interface ArticleSavingInput {
  session: EditorSession
  form: EditorForm
  /** An editor's form publishes; a contributor's submits for review. */
  canPublish: boolean
  /** After the article was published, updated, unpublished or submitted. */
  onSaved: () => void
}

/**
 * The article modal's writes: Save Draft, the main button (publish, schedule, update, or a
 * contributor's "Submit for review") and Unpublish, each with its toast. Everything typed stays
 * in the form when a write fails (the query client says why).
 */
export function useArticleSaving({ session, form, canPublish, onSaved }: ArticleSavingInput) {
  const [savingDraft, setSavingDraft] = useState(false)
  // From the click on the main button until its write is answered, the autosave's landing included.
  const [settling, setSettling] = useState(false)
  const [confirmingUnpublish, setConfirmingUnpublish] = useState(false)
  const live = session.status === 'published'
  const stored = storedArticleState(session)
  const publish = usePublishArticleMutation({
    onSuccess: (_, { publishDate }) => {
      const scheduledFor = publishDate && new Date(publishDate).getTime() > Date.now() ? publishDate : null
      const done = scheduledFor ? `scheduled for ${formatZonedDateTime(scheduledFor)}`
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

  async function saveDraft() {
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
  async function submitDraftForReview() {
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const missing = missingRequiredFields(form.values)
    if (missing.length > 0) {
      toast({ title: 'Error', description: requiredFieldsMessage(missing), variant: 'destructive' })
      return
    }
    if (!canPublish) {
      await submitDraftForReview()
      return
    }
    // Busy from the click until the write is answered: no moment between waiting for the autosave
    // and the publish starting when the button could be clicked again.
    setSettling(true)
    try {
      await form.settleAutosave()
      await publish.mutateAsync({
        articleId: form.rowId, fields: articleFieldsFromForm(form.values), publishDate: chosenPublishDate(stored, form.publishAt), author: form.changedAuthor(),
      })
    } catch {
      form.resumeAutosave()
      return // the query client shows 'Database Error'; everything typed stays in the form
    } finally {
      setSettling(false)
    }
    onSaved()
  }

  async function unpublishNow() {
    if (!session.articleId) return
    await form.settleAutosave()
    unpublish.mutate({ id: session.articleId, fields: articleFieldsFromForm(form.values), author: form.changedAuthor() }, {
      onSuccess: onSaved,
      onError: form.resumeAutosave,
      onSettled: () => setConfirmingUnpublish(false),
    })
  }

  return {
    live,
    /** What the main button will do (its label). */
    action: publishAction(stored, form.publishAt),
    savingDraft,
    publishing: settling || publish.isPending,
    submittingForReview: submitForReview.isPending,
    unpublishing: unpublish.isPending,
    confirmingUnpublish,
    setConfirmingUnpublish,
    saveDraft,
    submit,
    unpublishNow,
  }
}

export type ArticleSaving = ReturnType<typeof useArticleSaving>
