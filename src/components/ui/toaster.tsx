import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '@/config/site.ts'
import { cn } from '@/lib/cn.ts'
import { removeToast, useToasts, type ToastVariant } from './toast-store.ts'

const variantClass: Record<ToastVariant, string> = {
  default: 'border-gray-200 bg-white text-ink',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-700 bg-red-700 text-white',
}

export function Toaster() {
  const toasts = useToasts()
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => (open ? undefined : removeToast(item.id))}
          data-variant={item.variant ?? 'default'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-md border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
            variantClass[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline focus-visible:outline-2"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  )
}
