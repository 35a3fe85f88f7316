import { useEffect } from 'react'
import { toast } from '@/components/ui/toast-store.ts'

/** Shows a destructive toast once for each new error of a query or mutation (spec §8). */
export function useErrorToast(error: Error | null | undefined, title: string) {
  useEffect(() => {
    if (error) toast({ title, description: error.message, variant: 'destructive' })
  }, [error, title])
}
