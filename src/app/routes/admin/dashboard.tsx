import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/toast-store.ts'
import { paths } from '@/config/paths.ts'
import { SITE_NAME } from '@/config/site.ts'
import { resetAdminCache } from '@/features/admin/api/cache.ts'
import { AdminDashboard } from '@/features/admin/components/admin-dashboard.tsx'
import { clearArticleDraft } from '@/features/admin/utils/draft-storage.ts'
import { AuthProvider } from '@/features/auth/components/auth-provider.tsx'
import { RequireSession } from '@/features/auth/components/require-session.tsx'
import type { AuthContextValue } from '@/features/auth/utils/auth-context.ts'

/** Composes auth (session guard, sign-out) with the admin feature (role check, tabs). */
export function DashboardRoute() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  async function logout(signOut: AuthContextValue['signOut']) {
    const { error } = await signOut()
    if (error) {
      toast({ title: 'Sign out Failed', description: error.message || 'Something went wrong', variant: 'destructive' })
      return
    }
    clearArticleDraft()
    resetAdminCache(queryClient)
    toast({ title: 'Logged out successfully', variant: 'success' })
    void navigate(paths.admin.signIn, { replace: true })
  }

  return (
    <AuthProvider>
      <title>{`Admin Dashboard - ${SITE_NAME}`}</title>
      <RequireSession redirectTo={paths.admin.signIn}>
        {({ user, signOut }) => (
          <AdminDashboard userId={user.id} email={user.email ?? ''} onLogout={() => void logout(signOut)} />
        )}
      </RequireSession>
    </AuthProvider>
  )
}
