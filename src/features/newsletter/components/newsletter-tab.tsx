import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button.tsx'
import { newsletterQueries } from '@/data/newsletter-issues/newsletter-issue-queries.ts'
import { errorText } from '@/lib/error-text.ts'
import { IssueHistory } from './issue-history.tsx'
import { NewsletterComposer } from './newsletter-composer.tsx'
import { SendingProgress } from './sending-progress.tsx'

/**
 * The dashboard's Newsletter tab: the draft being written (the newest draft, so a reload keeps
 * it), the progress of any issue being sent, and the history of sent issues.
 */
export function NewsletterTab() {
  const issues = useQuery(newsletterQueries.issues())
  const counts = useQuery(newsletterQueries.statusCounts())
  const rows = issues.data ?? []
  const draft = rows.find((issue) => issue.state === 'draft')
  const sending = rows.filter((issue) => issue.state === 'sending')
  const sent = rows.filter((issue) => issue.state !== 'draft')
  const lastSentAt = rows.find((issue) => issue.sent_at !== null)?.sent_at ?? null

  return (
    <>
      <div className="mb-6">
        <h2 className="text-2xl font-bold text-ink">Newsletter</h2>
        <p className="mt-1 text-sm text-ink-muted">
          {counts.data ? `${counts.data.confirmed} confirmed subscriber${counts.data.confirmed === 1 ? '' : 's'}` : 'Counting subscribers...'}
        </p>
      </div>
      {issues.isPending && <p className="text-sm text-ink-muted">Loading newsletters...</p>}
      {issues.isError && !issues.data && (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          {errorText(issues.error, "Couldn't load the newsletters.")}
          <Button variant="secondary" onClick={() => void issues.refetch()}>Try again</Button>
        </div>
      )}
      {issues.data && (
        <div className="space-y-6">
          {sending.map((issue) => <SendingProgress key={issue.id} issueId={issue.id} subject={issue.subject} />)}
          {/* A new key once the draft is sent, so the form starts the next issue afresh; never
              when the form's own first save creates the draft (that remount lost the Send dialog). */}
          <NewsletterComposer key={`after-${sent[0]?.id ?? 'none'}`} draft={draft} recipients={counts.data?.confirmed} lastSentAt={lastSentAt} />
          <section aria-label="Sent newsletters">
            <h3 className="mb-2 text-lg font-semibold text-ink">History</h3>
            <IssueHistory issues={sent} />
          </section>
        </div>
      )}
    </>
  )
}
