import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, type ReactNode } from 'react'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import { useToasts } from '@/components/ui/toast-store.ts'
import { WhenIdle } from '@/components/when-idle.tsx'
import { queryClient } from './app-query-client.ts'

// Radix Toast stays out of the entry chunk: it loads once the page is idle, or at the first
// toast (the store keeps it until the toaster shows it).
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster.tsx')).Toaster }))

function LazyToaster() {
  return <WhenIdle or={useToasts().length > 0}><Toaster /></WhenIdle>
}

/**
 * Everything around the router: the browser's app and the build's prerendering (which passes
 * its own cache and a static router) render the same tree, so the HTML hydrates as it is.
 */
export function AppFrame({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  )
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  )
}
