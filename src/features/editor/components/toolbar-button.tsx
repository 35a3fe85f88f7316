import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn.ts'

interface ToolbarButtonProps {
  label: string
  icon: LucideIcon
  /** Whether the format is on; leave out for actions (insert a rule, an image), which are not toggles. */
  active?: boolean
  /** As aria-keyshortcuts spells it, e.g. "Control+K". */
  shortcut?: string
  onClick: () => void
}

export function ToolbarButton({ label, icon: Icon, active, shortcut, onClick }: ToolbarButtonProps) {
  return (
    <button type="button" aria-label={label} title={shortcut ? `${label} (${shortcut.replace('Control', 'Ctrl')})` : label}
      aria-pressed={active} aria-keyshortcuts={shortcut}
      // Keep the editor's selection: a mousedown on the button would otherwise blur it.
      onMouseDown={(event) => event.preventDefault()} onClick={onClick}
      className={cn('inline-flex h-8 w-8 items-center justify-center rounded text-ink hover:bg-gray-200', active && 'bg-gray-200 text-brand')}>
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  )
}
