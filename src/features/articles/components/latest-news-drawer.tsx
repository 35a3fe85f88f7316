import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useQuery } from '@tanstack/react-query'
import { Newspaper, X } from 'lucide-react'
import { useState } from 'react'
import { LATEST_NEWS_SIZE } from '@/config/site.ts'
import { useErrorToast } from '@/hooks/use-error-toast.ts'
import { articleQueries } from '../api/article-queries.ts'
import { LatestNewsItem } from './latest-news-item.tsx'

/** Right-edge tab opening a drawer with the ten newest articles. */
export function LatestNewsDrawer() {
  const [open, setOpen] = useState(false)
  const { data, isPending, error } = useQuery(articleQueries.latest(LATEST_NEWS_SIZE))
  useErrorToast(error, 'Supabase error')

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      {/* On phones the tab is a compact icon low on the edge so it does not cover the text column.
          Physical paddings: px/py follow the vertical writing mode in Tailwind 4. */}
      <DialogPrimitive.Trigger
        className="fixed bottom-20 right-0 z-40 flex items-center gap-2 rounded-l-md bg-brand p-2.5 text-xs font-bold uppercase tracking-wider text-white shadow-lg hover:bg-brand-dark sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:pb-3 sm:pl-2 sm:pr-2 sm:pt-3 sm:[writing-mode:vertical-rl]"
      >
        <Newspaper className="h-5 w-5 sm:h-4 sm:w-4 sm:rotate-90" aria-hidden />
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
            ) : !data || data.length === 0 ? (
              <p className="py-6 text-sm text-ink-muted">No recent news available.</p>
            ) : (
              <ul className="divide-y divide-gray-200">
                {data.map((article) => (
                  <LatestNewsItem key={article.id} article={article} onChoose={() => setOpen(false)} />
                ))}
              </ul>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
