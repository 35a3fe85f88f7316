import { useQuery } from '@tanstack/react-query'
import type { IssueRow } from '@/data/newsletter-issues/newsletter-issue-fetchers.ts'
import { newsletterClickQueries } from '@/data/newsletter-issues/newsletter-click-queries.ts'
import { formatShortDate } from '@/lib/dates.ts'
import type { IssueClickCounts } from '@/types/database.ts'

const count = new Intl.NumberFormat('en-US')

/** An issue's clicks, and on request its links' ('/' is the masthead's link home). */
function IssueClicks({ clicks }: { clicks: IssueClickCounts[string] | undefined }) {
  if (!clicks) return <>0</>
  return (
    <details>
      <summary className="cursor-pointer">{count.format(clicks.total)}</summary>
      <ul className="mt-1 space-y-0.5 text-xs text-ink-muted">
        {clicks.links.map((link) => (
          <li key={link.link} className="flex justify-between gap-3">
            <span className="break-words">{link.link === '/' ? 'Home page' : (link.title ?? link.link)}</span>
            <span className="tabular-nums">{count.format(link.clicks)}</span>
          </li>
        ))}
      </ul>
    </details>
  )
}

/**
 * The issues already sent, newest first, with what the outbox counted for each and how often
 * its links were followed (per issue and link, never per reader: every copy carries the same
 * links, and there is no open pixel).
 */
export function IssueHistory({ issues }: { issues: readonly IssueRow[] }) {
  const clicks = useQuery({ ...newsletterClickQueries.clicks(issues.map((issue) => issue.id)), enabled: issues.length > 0 })
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
            <th scope="col" className="px-4 py-3">Clicks</th>
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
              <td className="px-4 py-3" data-testid="issue-clicks">
                {clicks.data ? <IssueClicks clicks={clicks.data[issue.id]} /> : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
