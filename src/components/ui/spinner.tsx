import { Loader2 } from 'lucide-react'

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-ink-muted">
      <Loader2 className="h-8 w-8 animate-spin text-brand" aria-hidden />
      <p>{label}</p>
    </div>
  )
}
