import { useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import type { ArticleRevision, CurrentArticleVersion } from '@/data/articles/revision-fetchers.ts'
import { formatLongDateTime } from '@/lib/dates.ts'
import { changeSummary, compareVersions } from '../utils/revision-changes.ts'
import { RevisionChangesView } from './revision-changes-view.tsx'
import { RevisionPreview } from './revision-preview.tsx'

interface RevisionEntryProps {
  revision: ArticleRevision
  /** The article as it is now; undefined while it loads. */
  current: CurrentArticleVersion | undefined
  onRestore: (revision: ArticleRevision) => void
}

/** One saved version: what differs from the article now, the differences word by word, a preview, Restore. */
export function RevisionEntry({ revision, current, onRestore }: RevisionEntryProps) {
  const [shown, setShown] = useState<'changes' | 'preview' | null>(null)
  const changes = useMemo(() => (current ? compareVersions(revision, current) : null), [revision, current])
  const id = useId()
  const saved = formatLongDateTime(revision.created_at)
  const toggle = (view: 'changes' | 'preview') => setShown(shown === view ? null : view)

  return (
    <li className="py-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <span id={`${id}-title`} className="block truncate font-medium text-ink">{revision.title || '(untitled)'}</span>
          <span className="block text-xs text-ink-muted">
            <time dateTime={revision.created_at}>{saved}</time>
            {' · '}{revision.edited_by_name ?? 'the system'}{' · '}{revision.status === 'draft' ? 'Draft' : 'Published'}
          </span>
          <span data-testid="revision-summary" className="block text-xs text-ink">
            {changes ? (changes.length === 0 ? changeSummary(changes) : `Changed since: ${changeSummary(changes)}`) : 'Comparing…'}
          </span>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" className="px-2 py-1" aria-expanded={shown === 'changes'} aria-controls={`${id}-view`}
            disabled={!changes} onClick={() => toggle('changes')}>{shown === 'changes' ? 'Hide changes' : 'Changes'}</Button>
          <Button variant="ghost" className="px-2 py-1" aria-expanded={shown === 'preview'} aria-controls={`${id}-view`}
            onClick={() => toggle('preview')}>{shown === 'preview' ? 'Close preview' : 'Preview'}</Button>
          <Button variant="secondary" className="px-3 py-1" onClick={() => onRestore(revision)}
            aria-label={`Restore the version saved ${saved}`}>Restore</Button>
        </div>
      </div>
      <div id={`${id}-view`}>
        {shown === 'changes' && changes && <RevisionChangesView changes={changes} labelledBy={`${id}-title`} />}
        {shown === 'preview' && <RevisionPreview version={revision} label={`Preview of the version saved ${saved}`} />}
      </div>
    </li>
  )
}
