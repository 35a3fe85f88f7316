import { useHistoryOverlay } from '@/hooks/use-history-overlay.ts'

/** The search overlay's open state, shared by the header button, the sidebar opener and the overlay. */
export const useSearchOverlay = () => useHistoryOverlay('search')
