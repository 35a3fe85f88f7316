import { useIsMutating } from '@tanstack/react-query'

/**
 * Said beside the editor's buttons while a save waits for the connection: offline, a write is
 * held (TanStack Query's default for mutations) and sent once the connection is back, so
 * "Saving..." would otherwise look stuck. The text is also in this browser's draft meanwhile.
 */
export function OfflineSaveNotice() {
  const waiting = useIsMutating({ predicate: (mutation) => mutation.state.isPaused })
  if (waiting === 0) return null
  return (
    <p role="status" className="text-sm font-medium text-amber-900">
      You&apos;re offline. Saving will retry when the connection is back; nothing you wrote is lost.
    </p>
  )
}
