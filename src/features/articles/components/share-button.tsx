import { Share2 } from 'lucide-react'
import { toastNotImplemented } from '@/components/ui/toast-store.ts'
import { cn } from '@/lib/cn.ts'

export function ShareButton({ label = 'Share', className }: { label?: string; className?: string }) {
  return (
    <button
      type="button"
      onClick={toastNotImplemented}
      className={cn(
        'inline-flex items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-gray-50',
        className,
      )}
    >
      <Share2 className="h-4 w-4" aria-hidden />
      {label}
    </button>
  )
}
