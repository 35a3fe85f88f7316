import { Loader2 } from 'lucide-react'

export function EditorLoading() {
  return (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-black/50">
      <span className="flex items-center gap-3 rounded-lg bg-white px-5 py-4 text-ink shadow-xl">
        <Loader2 className="h-5 w-5 animate-spin text-brand" aria-hidden />
        Opening the editor...
      </span>
    </div>
  )
}
