import { articleStatusLabel, STATUS_BADGE_STYLE } from '../utils/article-status.ts'

interface EditorStateBadgeProps {
  /** The stored row's status and time; null for an article not saved yet. */
  status: string | null
  publishDate: string | null
}

/** The editor's header: what readers get of this article right now (Draft, Scheduled for …, Published). */
export function EditorStateBadge({ status, publishDate }: EditorStateBadgeProps) {
  const label = status === null || publishDate === null
    ? { kind: 'draft' as const, text: 'Draft' }
    : articleStatusLabel({ status, publish_date: publishDate })
  return (
    <span data-testid="editor-state" className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE_STYLE[label.kind]}`}>
      {label.text}
    </span>
  )
}
