import { useEffect } from 'react'
import { formatZonedDateTime } from '@/lib/zoned-dates.ts'

interface PreviewBannerProps {
  status: string
  publishDate: string
}

/** Keeps a preview out of search engines while it is shown. */
function useNoIndex() {
  useEffect(() => {
    const tag = document.createElement('meta')
    tag.name = 'robots'
    tag.content = 'noindex, nofollow'
    document.head.append(tag)
    return () => tag.remove()
  }, [])
}

/** An administrator's preview of an article readers cannot see yet. */
export function PreviewBanner({ status, publishDate }: PreviewBannerProps) {
  useNoIndex()
  const text = status === 'draft' ? 'Draft — not published' : `Scheduled for ${formatZonedDateTime(publishDate)}`
  return (
    <div role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
      {text}
      <span className="ml-2 font-normal">Only administrators can see this preview.</span>
    </div>
  )
}
