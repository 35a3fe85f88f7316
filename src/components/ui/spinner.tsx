import { StrokeIcon } from '@/components/ui/stroke-icon.tsx'
import { LOADER } from '@/components/ui/stroke-icon-shapes.ts'

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-ink-muted">
      <StrokeIcon shape={LOADER} className="h-8 w-8 animate-spin text-brand" />
      <p>{label}</p>
    </div>
  )
}
