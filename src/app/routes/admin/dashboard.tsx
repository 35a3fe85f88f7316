import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useNavigate } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { adminPaths } from '@/config/admin-paths.ts'
import { AdminDashboard } from '@/features/dashboard/components/admin-dashboard.tsx'
import type { DashboardPanels } from '@/features/dashboard/utils/dashboard-tabs.ts'
import { ArticlesTab } from '@/features/editor/components/articles-tab.tsx'
import { UnusedImageSweep } from '@/features/editor/components/unused-image-sweep.tsx'
import { clearAllArticleDrafts } from '@/features/editor/utils/draft-storage.ts'
import { preparePhoto } from '@/features/editor/utils/prepare-photo.ts'
import { CommentsTab } from '@/features/moderation/components/comments-tab.tsx'
import { SubscribersTab } from '@/features/subscribers/components/subscribers-tab.tsx'
import { VideosTab } from '@/features/video-posts/components/videos-tab.tsx'
import { AuthProvider } from '@/features/auth/components/auth-provider.tsx'
import { ChangePasswordButton } from '@/features/auth/components/change-password-button.tsx'
import { RequireSession } from '@/features/auth/components/require-session.tsx'
import { TwoFactorSetup } from '@/features/auth/components/two-factor-setup.tsx'
import type { AuthContextValue } from '@/features/auth/utils/auth-context.ts'
import { removeSignedInQueries, showErrorToast } from '@/lib/query-client.ts'

// Loaded when the tab is opened: the dashboard's own chunk does not carry the newsletter editor.
const NewsletterTab = lazy(async () => ({ default: (await import('@/features/newsletter/components/newsletter-tab.tsx')).NewsletterTab }))
// Editors and administrators; the chart library comes with it, never with the readers' pages.
const AnalyticsTab = lazy(async () => ({ default: (await import('@/features/analytics/components/analytics-tab.tsx')).AnalyticsTab }))
// Administrators only, and rarely: its own chunk too.
const TeamTab = lazy(async () => ({ default: (await import('@/features/team/components/team-tab.tsx')).TeamTab }))
const SettingsTab = lazy(async () => ({ default: (await import('@/features/settings/components/settings-tab.tsx')).SettingsTab }))
// Administrators only, once per archive: the importer's core and its parsers stay in their own chunk.
const ImportTab = lazy(async () => ({ default: (await import('@/features/imports/components/import-tab.tsx')).ImportTab }))

/** The dashboard's tabs, each from the feature of its domain. */
const PANELS: DashboardPanels = {
  articles: (editing, { role, userId }) => <ArticlesTab editing={editing} role={role} userId={userId} />,
  videos: () => <VideosTab />,
  comments: () => <CommentsTab />,
  subscribers: (_, { role, userId }) => <SubscribersTab role={role} userId={userId} />,
  newsletter: () => (
    <Suspense fallback={<Spinner label="Loading the newsletter..." />}>
      <NewsletterTab />
    </Suspense>
  ),
  analytics: () => (
    <Suspense fallback={<Spinner label="Loading analytics..." />}>
      <AnalyticsTab />
    </Suspense>
  ),
  team: (_, { userId }) => (
    <Suspense fallback={<Spinner label="Loading the team..." />}>
      <TeamTab currentUserId={userId} />
    </Suspense>
  ),
  import: () => (
    <Suspense fallback={<Spinner label="Loading the importer..." />}>
      <ImportTab preparePhoto={preparePhoto} />
    </Suspense>
  ),
  settings: () => (
    <Suspense fallback={<Spinner label="Loading the settings..." />}>
      <SettingsTab />
    </Suspense>
  ),
}

/** Composes auth (session guard, sign-out) with the dashboard (role check, frame) and its tabs. */
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
    void navigate(adminPaths.signIn, { replace: true })
  }

  return (
    <AuthProvider>
      <RequireSession redirectTo={adminPaths.signIn}>
        {({ user, signOut }) => (
          <>
            <UnusedImageSweep userId={user.id} />
            <AdminDashboard userId={user.id} email={user.email ?? ''} onLogout={() => void logout(signOut)} panels={PANELS}
              account={<><ChangePasswordButton /><TwoFactorSetup /></>} />
          </>
        )}
      </RequireSession>
    </AuthProvider>
  )
}
