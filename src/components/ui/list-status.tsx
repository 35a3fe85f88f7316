import { AlertTriangle, Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'

interface ListStatusProps {
  kind: 'loading' | 'empty' | 'error'
  children: ReactNode
  action?: ReactNode
}

/** Loading, empty and failed states of an admin list, in one consistent box. */
export function ListStatus({ kind, children, action }: ListStatusProps) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-white px-4 py-12 text-center text-ink-muted"
    >
      {kind === 'loading' && <Loader2 className="h-6 w-6 animate-spin text-brand" aria-hidden />}
      {kind === 'error' && <AlertTriangle className="h-6 w-6 text-brand" aria-hidden />}
      <p>{children}</p>
      {action}
    </div>
  )
}
