import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useQuery } from '@tanstack/react-query'
import { Newspaper, X } from 'lucide-react'
import { LoadFailed } from '@/components/load-failed.tsx'
import { LATEST_NEWS_SIZE } from '@/config/site.ts'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { useHistoryOverlay } from '@/hooks/use-history-overlay.ts'
import { LatestNewsItem } from './latest-news-item.tsx'

/** Right-edge tab opening a drawer with the ten newest articles. */
export function LatestNewsDrawer() {
  const { open, show, hide, linkProps } = useHistoryOverlay('latest-news')
  const { data, isPending, refetch, isFetching } = useQuery(articleQueries.latest(LATEST_NEWS_SIZE))

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? show() : hide())}>
      {/* The tab sits on the right edge at the bottom, where the page keeps room free (index.css),
          so it never covers text, thumbnails or the footer; on phones it is an icon. */}
      <DialogPrimitive.Trigger
        className="flex h-11 w-11 items-center justify-center gap-2 rounded-l-md bg-brand text-xs font-bold uppercase tracking-wider text-white shadow-lg hover:bg-brand-dark sm:w-auto sm:px-3"
      >
        <Newspaper className="h-5 w-5 sm:h-4 sm:w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">Latest News</span>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-2xl">
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <DialogPrimitive.Title className="font-serif text-xl font-bold text-ink">Latest News</DialogPrimitive.Title>
            <DialogPrimitive.Close aria-label="Close latest news" className="rounded p-1 text-ink-muted hover:bg-gray-100">
              <X className="h-5 w-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">The ten newest articles</DialogPrimitive.Description>
          <div className="flex-1 overflow-y-auto px-4">
            {isPending ? (
              <p className="py-6 text-sm text-ink-muted">Loading…</p>
            ) : !data ? (
              <LoadFailed onRetry={() => void refetch()} retrying={isFetching} className="py-6">
                <p>Couldn&apos;t load the latest news.</p>
              </LoadFailed>
            ) : data.length === 0 ? (
              <p className="py-6 text-sm text-ink-muted">No recent news available.</p>
            ) : (
              <ul className="divide-y divide-gray-200">
                {data.map((article) => (
                  <LatestNewsItem key={article.id} article={article} linkProps={linkProps} />
                ))}
              </ul>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
