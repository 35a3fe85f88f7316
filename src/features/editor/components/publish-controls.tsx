import { formatZonedDateTime, localTimeZoneName } from '@/lib/zoned-dates.ts'
import { fromPublishInput, isScheduledTime } from '../utils/publish-time.ts'
import { fieldControl, FormField } from '@/components/ui/form-field.tsx'

interface PublishControlsProps {
  publishAt: string
  onPublishAtChange: (value: string) => void
}

/** The publish date and time (in this browser's time zone, which it names): empty publishes now, a later time schedules the article. */
export function PublishControls({ publishAt, onPublishAtChange }: PublishControlsProps) {
  const iso = fromPublishInput(publishAt)
  const scheduled = isScheduledTime(publishAt)
  return (
    <FormField id="article-publish-at" label="Publish date and time"
      hint={scheduled && iso ? `Scheduled: will publish on ${formatZonedDateTime(iso)}.`
        : `Your time zone (${localTimeZoneName()}). Leave empty to publish now; a later time schedules the article.`}>
      <div className="flex gap-2">
        <input id="article-publish-at" type="datetime-local" value={publishAt} onChange={(event) => onPublishAtChange(event.target.value)}
          aria-describedby="article-publish-at-hint" className={`${fieldControl} sm:w-64`} />
        {publishAt !== '' && (
          <button type="button" onClick={() => onPublishAtChange('')} className="text-sm text-brand underline">Publish now</button>
        )}
      </div>
    </FormField>
  )
}
