import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useNavigate } from 'react-router-dom'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { paths } from '@/config/paths.ts'
import { Spinner } from '@/components/ui/spinner.tsx'
import { AdminDashboard } from '@/features/admin/components/admin-dashboard.tsx'
import type { DashboardPanels } from '@/features/admin/components/dashboard-layout.tsx'
import { clearAllArticleDrafts } from '@/features/admin/utils/draft-storage.ts'
import { AuthProvider } from '@/features/auth/components/auth-provider.tsx'
import { RequireSession } from '@/features/auth/components/require-session.tsx'
import type { AuthContextValue } from '@/features/auth/utils/auth-context.ts'
import { removeSignedInQueries, showErrorToast } from '@/lib/query-client.ts'

// Loaded when the tab is opened: the dashboard's own chunk does not carry the newsletter editor.
const NewsletterTab = lazy(async () => ({ default: (await import('@/features/newsletter/components/newsletter-tab.tsx')).NewsletterTab }))

const PANELS: DashboardPanels = {
  newsletter: () => <Suspense fallback={<Spinner label="Loading the newsletter..." />}><NewsletterTab /></Suspense>,
}

/** Composes auth (session guard, sign-out) with the admin feature (role check, tabs). */
export function DashboardRoute() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  async function logout(signOut: AuthContextValue['signOut']) {
    const { error } = await signOut()
    if (error) {
      showErrorToast(error, { errorTitle: 'Sign out Failed', errorMessage: "You weren't signed out." })
      return
    }
    clearAllArticleDrafts()
    removeSignedInQueries(queryClient)
    toast({ title: 'Logged out successfully', variant: 'success' })
    void navigate(paths.admin.signIn, { replace: true })
  }

  return (
    <AuthProvider>
      <DocumentMeta title="Admin Dashboard" />
      <RequireSession redirectTo={paths.admin.signIn}>
        {({ user, signOut }) => (
          <AdminDashboard userId={user.id} email={user.email ?? ''} onLogout={() => void logout(signOut)} panels={PANELS} />
        )}
      </RequireSession>
    </AuthProvider>
  )
}
