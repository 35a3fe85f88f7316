import { AlertTriangle, Loader2, Lock } from 'lucide-react'
import type { ReactNode } from 'react'

interface ListStatusProps {
  /** `locked`: what the database withholds from this member or this session, and why. */
  kind: 'loading' | 'empty' | 'error' | 'locked'
  children: ReactNode
  action?: ReactNode
}

/** Loading, empty, failed and withheld states of an admin list, in one consistent box. */
export function ListStatus({ kind, children, action }: ListStatusProps) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-white px-4 py-12 text-center text-ink-muted"
    >
      {kind === 'loading' && <Loader2 className="h-6 w-6 animate-spin text-brand" aria-hidden />}
      {kind === 'error' && <AlertTriangle className="h-6 w-6 text-brand" aria-hidden />}
      {kind === 'locked' && <Lock className="h-6 w-6 text-ink-muted" aria-hidden />}
      <p>{children}</p>
      {action}
    </div>
  )
}
