import { useQuery } from '@tanstack/react-query'
import { newsletterQueries } from '@/data/newsletter-issues/newsletter-issue-queries.ts'
import { errorText } from '@/lib/error-text.ts'

const POLL_MS = 1500

/**
 * Sent, failed and remaining of an issue being sent, read from the outbox every 1.5 s until
 * nothing remains. It reads the database, not this tab's memory, so a reload shows it again.
 */
export function SendingProgress({ issueId, subject }: { issueId: string; subject: string }) {
  const progress = useQuery({
    ...newsletterQueries.progress(issueId),
    refetchInterval: (query) => (query.state.data?.state === 'sent' ? false : POLL_MS),
  })
  const data = progress.data
  const total = data ? Math.max(data.recipients, data.sent + data.failed + data.remaining, 1) : 1
  const done = data ? data.sent + data.failed : 0
  const finished = data?.state === 'sent'
  return (
    <section aria-label={`Sending ${subject}`} className="rounded-md border border-gray-200 bg-white p-4">
      <p className="mb-2 text-sm font-medium text-ink">
        {finished ? 'Sent' : 'Sending'}: {subject}
      </p>
      <div role="progressbar" aria-label="Sending progress" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done}
        className="h-3 w-full overflow-hidden rounded bg-gray-200">
        <div className="h-full bg-brand transition-[width]" style={{ width: `${Math.round((done / total) * 100)}%` }} />
      </div>
      {data && (
        <p data-testid="newsletter-progress" className="mt-2 text-sm text-ink-muted">
          Sent {data.sent} · Failed {data.failed} · Remaining {data.remaining}{finished ? ' · Done' : ''}
        </p>
      )}
      {progress.isError && <p role="alert" className="mt-2 text-sm text-red-700">{errorText(progress.error, "Couldn't read the progress; trying again.")}</p>}
    </section>
  )
}
