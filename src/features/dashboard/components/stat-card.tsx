import type { LucideIcon } from 'lucide-react'

interface StatCardProps {
  label: string
  value: number | undefined
  icon: LucideIcon
  onOpen: () => void
}

export function StatCard({ label, value, icon: Icon, onOpen }: StatCardProps) {
  return (
    <button type="button" onClick={onOpen}
      className="flex items-center gap-4 rounded-lg border border-gray-200 bg-white p-5 text-left shadow-sm transition hover:border-brand hover:shadow">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-light text-brand">
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <span>
        <span className="block text-sm font-medium text-ink-muted">{label}</span>
        <span className="block text-3xl font-bold text-ink" data-testid={`count-${label}`}>
          {value === undefined ? '—' : value.toLocaleString('en-US')}
        </span>
      </span>
    </button>
  )
}
