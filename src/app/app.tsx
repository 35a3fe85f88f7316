import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { RouterProvider } from 'react-router-dom'
import { useToasts } from '@/components/ui/toast-store.ts'
import { useAfterIdle } from '@/hooks/use-after-idle.ts'
import { queryClient } from './app-query-client.ts'
import { router } from './router.tsx'

// Radix Toast stays out of the entry chunk: it loads once the page is idle, or at the first
// toast (the store keeps it until the toaster shows it).
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster.tsx')).Toaster }))

function LazyToaster() {
  const idle = useAfterIdle()
  const pending = useToasts().length > 0
  return <Suspense fallback={null}>{(idle || pending) && <Toaster />}</Suspense>
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LazyToaster />
    </QueryClientProvider>
  )
}
