import type { ReactNode } from 'react'
import { cn } from '@/lib/cn.ts'

/** A grey placeholder block; its classes give it the size of what it stands for. */
export function Bone({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded bg-gray-200 motion-reduce:animate-none', className)} />
}

/**
 * A loading state that already has the page's shape, so nothing moves when the content comes
 * (layout shift). `label` is what a screen reader hears, as the spinner said it.
 */
export function Skeleton({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  )
}
