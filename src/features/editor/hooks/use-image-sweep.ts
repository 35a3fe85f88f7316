import { useEffect } from 'react'
import { STORAGE_KEYS } from '@/config/site.ts'
import { IMAGE_SWEEP_MIN_AGE_MS, useSweepUnusedImagesMutation } from '@/data/storage/admin-article-image-mutations.ts'

function lastSweep(): number {
  try {
    return Number(localStorage.getItem(STORAGE_KEYS.imageSweep)) || 0
  } catch {
    return 0
  }
}

function rememberSweep(at: number) {
  try {
    localStorage.setItem(STORAGE_KEYS.imageSweep, String(at))
  } catch {
    // Private mode: the next dashboard visit sweeps again, which is harmless.
  }
}

/**
 * Once a day per browser, once the dashboard has loaded: removes images no article uses (an
 * upload whose tab was closed before it was saved, or one left before images followed their
 * article). The editor removes what it replaces as it goes; this catches the rest.
 */
export function useImageSweep(enabled: boolean) {
  const { mutate } = useSweepUnusedImagesMutation()
  useEffect(() => {
    const now = Date.now()
    if (!enabled || now - lastSweep() < IMAGE_SWEEP_MIN_AGE_MS) return
    rememberSweep(now)
    mutate()
  }, [enabled, mutate])
}
