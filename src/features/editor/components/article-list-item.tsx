import { ExternalLink, Loader2, Pencil, Trash2 } from 'lucide-react'
import { categoryLabel } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'
import { formatShortDate } from '@/lib/dates.ts'
import type { AdminArticleRow } from '@/data/articles/admin-article-fetchers.ts'
import { articleStatusLabel, STATUS_BADGE_STYLE } from '../utils/article-status.ts'

interface ArticleListItemProps {
  article: AdminArticleRow
  opening: boolean
  onEdit: () => void
  onDelete: () => void
  /** Whether this member may edit and delete it (a contributor: only their own drafts). */
  canChange: boolean
  /** Its views of all time, for editors (undefined: not shown, or not loaded yet). */
  views?: number
}

const iconButton = 'inline-flex h-9 w-9 items-center justify-center rounded-md border border-gray-200 text-ink-muted hover:bg-gray-50 hover:text-ink'

const viewCount = new Intl.NumberFormat('en-US')

export function ArticleListItem({ article, opening, onEdit, onDelete, canChange, views }: ArticleListItemProps) {
  const status = articleStatusLabel(article)
  const title = article.title || '(untitled draft)'
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-ink">{title}</h3>
          <span data-testid="article-status" className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE_STYLE[status.kind]}`}>{status.text}</span>
          {article.status === 'draft' && article.review_requested_at && (
            <span className="rounded bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">Needs review</span>
          )}
          {article.breaking && <span className="rounded bg-brand px-2 py-0.5 text-xs font-semibold uppercase text-white">Breaking</span>}
          {article.featured && <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold uppercase text-amber-900">Featured</span>}
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{article.excerpt}</p>
        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-muted">
          <span className="font-medium text-ink">{categoryLabel(article.category)}</span>
          <time dateTime={article.publish_date}>{formatShortDate(article.publish_date)}</time>
          <span>{article.author}</span>
          {views !== undefined && <span data-testid="article-views">{viewCount.format(views)} view{views === 1 ? '' : 's'}</span>}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <a href={paths.article(article.slug)} target="_blank" rel="noopener noreferrer" className={iconButton}
          aria-label={status.kind === 'published' ? `Open "${title}" in a new tab` : `Preview "${title}" in a new tab`}
          title={status.kind === 'published' ? 'Open in a new tab' : 'Preview in a new tab'}>
          <ExternalLink className="h-4 w-4" aria-hidden />
        </a>
        {canChange && (<>
        <button type="button" onClick={onEdit} disabled={opening} className={iconButton} aria-label={`Edit "${title}"`} title="Edit">
          {opening ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Pencil className="h-4 w-4" aria-hidden />}
        </button>
        <button type="button" onClick={onDelete} className={`${iconButton} hover:text-brand`} aria-label={`Delete "${title}"`} title="Delete">
          <Trash2 className="h-4 w-4" aria-hidden />
        </button>
        </>)}
      </div>
    </li>
  )
}
