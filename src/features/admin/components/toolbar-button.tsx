import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn.ts'

interface ToolbarButtonProps {
  label: string
  icon: LucideIcon
  active?: boolean
  onClick: () => void
}

export function ToolbarButton({ label, icon: Icon, active = false, onClick }: ToolbarButtonProps) {
  return (
    <button type="button" aria-label={label} title={label} aria-pressed={active}
      // Keep the editor's selection: a mousedown on the button would otherwise blur it.
      onMouseDown={(event) => event.preventDefault()} onClick={onClick}
      className={cn('inline-flex h-8 w-8 items-center justify-center rounded text-ink hover:bg-gray-200', active && 'bg-gray-200 text-brand')}>
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  )
}
