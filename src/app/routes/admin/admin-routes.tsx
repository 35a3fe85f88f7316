import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner.tsx'
import { adminPaths } from '@/config/admin-paths.ts'

// One entry in the app's route table for the whole admin area: readers' entry script carries
// none of these addresses, and each page still loads on its own when it is opened.
const SignInRoute = lazy(async () => ({ default: (await import('./sign-in.tsx')).SignInRoute }))
const SignUpRoute = lazy(async () => ({ default: (await import('./sign-up.tsx')).SignUpRoute }))
const ForgotPasswordRoute = lazy(async () => ({ default: (await import('./forgot-password.tsx')).ForgotPasswordRoute }))
const ResetPasswordRoute = lazy(async () => ({ default: (await import('./reset-password.tsx')).ResetPasswordRoute }))
const AcceptInviteRoute = lazy(async () => ({ default: (await import('./accept-invite.tsx')).AcceptInviteRoute }))
const ConfirmEmailRoute = lazy(async () => ({ default: (await import('./confirm-email.tsx')).ConfirmEmailRoute }))
const DashboardRoute = lazy(async () => ({ default: (await import('./dashboard.tsx')).DashboardRoute }))
const NotFoundRoute = lazy(async () => ({ default: (await import('../not-found.tsx')).NotFoundRoute }))

/** Paths below /admin, relative to it (the route table mounts this at `admin/*`). */
const below = (path: string) => path.replace(/^\/admin\//, '')

/** The admin area's pages: sign-in and the account pages around it, and the dashboard. */
export function AdminRoutes() {
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <Routes>
        <Route path={below(adminPaths.signIn)} element={<SignInRoute />} />
        <Route path={below(adminPaths.signUp)} element={<SignUpRoute />} />
        <Route path={below(adminPaths.forgotPassword)} element={<ForgotPasswordRoute />} />
        <Route path={below(adminPaths.resetPassword)} element={<ResetPasswordRoute />} />
        <Route path={below(adminPaths.acceptInvite)} element={<AcceptInviteRoute />} />
        <Route path={below(adminPaths.confirmEmail)} element={<ConfirmEmailRoute />} />
        {/* The article editor's address keeps the dashboard mounted under it (the list keeps its
            page and filters); the dashboard opens the editor the address names. */}
        <Route path={`${below(adminPaths.dashboard)}/*`} element={<DashboardRoute />} />
        {/* /admin itself is no page, as before the admin area had its own entry. */}
        <Route path="*" element={<main><NotFoundRoute /></main>} />
      </Routes>
    </Suspense>
  )
}
