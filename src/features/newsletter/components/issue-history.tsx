import type { IssueRow } from '@/data/newsletter-issues/newsletter-issue-fetchers.ts'
import { formatShortDate } from '@/lib/dates.ts'

/** The issues already sent, newest first, with what the outbox counted for each. */
export function IssueHistory({ issues }: { issues: readonly IssueRow[] }) {
  if (issues.length === 0) return <p className="text-sm text-ink-muted">No newsletter sent yet.</p>
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Newsletters sent, newest first</caption>
        <thead className="bg-gray-50 text-xs uppercase text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-3">Subject</th>
            <th scope="col" className="px-4 py-3">Sent</th>
            <th scope="col" className="px-4 py-3">Recipients</th>
            <th scope="col" className="px-4 py-3">Delivered</th>
            <th scope="col" className="px-4 py-3">Failed</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {issues.map((issue) => (
            <tr key={issue.id}>
              <td className="px-4 py-3 text-ink">{issue.subject}</td>
              <td className="whitespace-nowrap px-4 py-3 text-ink-muted">
                {issue.sent_at ? <time dateTime={issue.sent_at}>{formatShortDate(issue.sent_at)}</time> : 'Sending...'}
              </td>
              <td className="px-4 py-3">{issue.recipients}</td>
              <td className="px-4 py-3">{issue.state === 'sent' ? issue.sent_count : '…'}</td>
              <td className="px-4 py-3">{issue.state === 'sent' ? issue.failed_count : '…'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
