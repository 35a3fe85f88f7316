import { ExternalLink, Trash2 } from 'lucide-react'
import { formatShortDate } from '@/lib/dates.ts'
import type { VideoPost } from '@/data/video-posts/video-fetchers.ts'

export function VideoListItem({ video, onDelete }: { video: VideoPost; onDelete: () => void }) {
  return (
    <li className="flex items-start justify-between gap-3 p-4">
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{video.title}</h3>
        <a href={video.url} target="_blank" rel="noopener noreferrer"
          className="mt-1 inline-flex max-w-full items-center gap-1 break-all text-sm text-brand hover:underline">
          {video.url}
          <ExternalLink className="h-3 w-3 shrink-0" aria-hidden />
        </a>
        <p className="mt-1 text-xs text-ink-muted">Added <time dateTime={video.created_at}>{formatShortDate(video.created_at)}</time></p>
      </div>
      <button type="button" onClick={onDelete} aria-label={`Delete "${video.title}"`} title="Delete"
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md border border-gray-200 text-ink-muted hover:bg-gray-50 hover:text-brand">
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
    </li>
  )
}
