import type { ReactNode } from 'react'
import { cn } from '@/lib/cn.ts'
import { Button } from './ui/button.tsx'

interface LoadFailedProps {
  /** What did not load and what to do, in plain words. */
  children: ReactNode
  onRetry: () => void
  /** A retry is in flight: the button waits for it rather than queueing another. */
  retrying: boolean
  /**
   * The loading skeleton this replaces, kept beneath it invisibly: the failure takes the
   * skeleton's room, so nothing around it moves (no layout shift), now or when Retry succeeds.
   */
  keepSizeOf?: ReactNode
  className?: string
}

/**
 * Said in place of content whose read failed, so a failure never looks like "nothing here"
 * (no such article, an empty list). The spec's toast still reports the failure; this stays
 * until the reader's Retry brings the content.
 */
export function LoadFailed({ children, onRetry, retrying, keepSizeOf, className }: LoadFailedProps) {
  const notice = (
    <div role="alert" className={cn('text-sm text-ink-muted', keepSizeOf !== undefined && 'col-start-1 row-start-1', className)}>
      {children}
      <Button variant="secondary" className="mt-3" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  )
  if (keepSizeOf === undefined) return notice
  // One grid cell for both: the box is as large as the larger of the two.
  return (
    <div className="grid">
      <div aria-hidden className="invisible col-start-1 row-start-1">
        {keepSizeOf}
      </div>
      {notice}
    </div>
  )
}
