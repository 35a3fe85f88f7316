import { Save } from 'lucide-react'
import { Button } from '@/components/ui/button.tsx'
import { formatZonedDateTime } from '@/lib/zoned-dates.ts'
import type { ArticleSaving } from '../hooks/use-article-saving.ts'
import { PUBLISH_ACTION_LABEL } from '../utils/publish-action.ts'
import { fromPublishInput, isScheduledTime } from '../utils/publish-time.ts'
import { OfflineSaveNotice } from './offline-save-notice.tsx'

interface ArticleFormActionsProps {
  saving: ArticleSaving
  /** The publish field's value ("YYYY-MM-DDTHH:mm", local time). */
  publishAt: string
  /** An editor's buttons; a contributor's submit for review instead. */
  canPublish: boolean
  /** Unpublish is offered for a published article that exists. */
  articleId: string | null
  uploading: boolean
  onCancel: () => void
}

/** The modal's button row, below its scrolling area: what the buttons will do, and what a save waits for. */
export function ArticleFormActions({ saving, publishAt, canPublish, articleId, uploading, onCancel }: ArticleFormActionsProps) {
  const scheduledFor = isScheduledTime(publishAt) ? fromPublishInput(publishAt) : null
  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-6">
      <div className="flex flex-col gap-1 sm:mr-auto">
        {scheduledFor && <p className="text-sm text-ink-muted" aria-live="polite">Will publish on {formatZonedDateTime(scheduledFor)}</p>}
        <OfflineSaveNotice />
      </div>
      {canPublish && saving.live && articleId && (
        <Button variant="secondary" onClick={() => saving.setConfirmingUnpublish(true)} disabled={saving.unpublishing}>Unpublish</Button>
      )}
      <Button variant="secondary" onClick={onCancel}>Cancel</Button>
      <Button variant="secondary" onClick={() => void saving.saveDraft()} disabled={saving.savingDraft || uploading}>
        <Save className="h-4 w-4" aria-hidden />Save Draft
      </Button>
      {canPublish ? (
        <Button type="submit" disabled={saving.publishing || uploading}>
          {saving.publishing ? 'Saving...' : PUBLISH_ACTION_LABEL[saving.action]}
        </Button>
      ) : (
        <Button type="submit" disabled={saving.savingDraft || saving.submittingForReview || uploading}>
          {saving.submittingForReview ? 'Submitting...' : 'Submit for review'}
        </Button>
      )}
    </div>
  )
}
