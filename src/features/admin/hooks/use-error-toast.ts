import { useEffect } from 'react'
import { toast } from '@/components/ui/toast-store.ts'

/** Shows the spec's destructive toast (e.g. 'Error fetching articles') once per new error. */
export function useErrorToast(error: Error | null, title: string): void {
  useEffect(() => {
    if (error) toast({ title, description: error.message, variant: 'destructive' })
  }, [error, title])
}
