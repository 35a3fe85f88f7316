import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn.ts'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  children?: ReactNode
  className?: string
  /**
   * 'full' fills the window (a writing room): a header with the title, then the children, which
   * lay out and scroll their own body.
   */
  size?: 'default' | 'full'
  /** Beside the title in the header (e.g. what state the thing edited is in). */
  titleAside?: ReactNode
  /** Passed to Radix: call event.preventDefault() to keep the dialog open. */
  onEscapeKeyDown?: ComponentProps<typeof DialogPrimitive.Content>['onEscapeKeyDown']
  onInteractOutside?: ComponentProps<typeof DialogPrimitive.Content>['onInteractOutside']
  /** Dialogs opened without a Radix trigger say here where focus goes back to. */
  onCloseAutoFocus?: ComponentProps<typeof DialogPrimitive.Content>['onCloseAutoFocus']
}

/** Radix dialog with the site's look: traps focus, closes on Escape, labelled by its title. */
const SIZES = {
  default: 'left-1/2 top-1/2 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg p-6 shadow-xl',
  full: 'inset-0 flex flex-col',
} as const

export function Dialog({
  open, onOpenChange, title, description, children, className, size = 'default', titleAside, onEscapeKeyDown, onInteractOutside, onCloseAutoFocus,
}: DialogProps) {
  const full = size === 'full'
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          onEscapeKeyDown={onEscapeKeyDown}
          onInteractOutside={onInteractOutside}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn('fixed z-50 bg-white', SIZES[size], className)}
        >
          <div className={full ? 'border-b border-gray-200 px-4 py-3 pr-12 sm:px-6' : undefined}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pr-8">
              <DialogPrimitive.Title className="text-lg font-semibold text-ink">{title}</DialogPrimitive.Title>
              {titleAside}
            </div>
            {description ? (
              <DialogPrimitive.Description className={cn('text-sm text-ink-muted', full ? 'mt-1' : 'mt-2')}>{description}</DialogPrimitive.Description>
            ) : (
              <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
            )}
          </div>
          {full ? children : <div className="mt-4">{children}</div>}
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute right-3 top-3 rounded p-1 text-ink-muted hover:bg-gray-100 focus-visible:outline focus-visible:outline-2"
          >
            <X className="h-5 w-5" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
