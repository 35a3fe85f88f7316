import { apiClient, expect, test } from '../support/fixtures.ts'
import { E2E } from '../support/env.ts'
import { signIn } from '../support/sign-in.ts'
import { DRAFT_STORAGE_KEY, draftKey, draftKeysIn, expectToast, makeStaffMember, SESSION_STORAGE_KEY, unique } from './admin-helpers.ts'

test.describe('admin sign-in', () => {
  test('shows the spec texts and toggles the password', async ({ page }) => {
    await page.goto('/admin/signin')
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible()
    await expect(page.getByText('Access your content management dashboard')).toBeVisible()
    const email = page.getByLabel('Email Address')
    const password = page.getByLabel('Password', { exact: true })
    await expect(email).toHaveAttribute('type', 'email')
    await expect(email).toHaveAttribute('placeholder', 'Enter your email')
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveAttribute('placeholder', 'Enter your password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
    await expect(page.getByText('Need access?')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/admin/signup')
    await expect(page.getByRole('link', { name: '← Back to Homepage' })).toHaveAttribute('href', '/')
  })

  test('empty fields give the validation toast and no request', async ({ page }) => {
    await page.goto('/admin/signin')
    let authCalls = 0
    page.on('request', (request) => { if (request.url().includes('/auth/v1/token')) authCalls++ })
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectToast(page, 'Error', 'Please fill in all fields')
    await page.getByLabel('Email Address').fill(E2E.admin.email)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectToast(page, 'Error', 'Please fill in all fields')
    expect(authCalls).toBe(0)
  })

  test('a wrong password says so in plain words', async ({ page }) => {
    await page.goto('/admin/signin')
    await page.getByLabel('Email Address').fill(E2E.admin.email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectToast(page, 'Sign in Failed', "You weren't signed in. The email address or password is not right. Check both and try again.")
    await expect(page).toHaveURL(/\/admin\/signin$/)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  test('success toasts, redirects, and a signed-in visit to sign-in goes to the dashboard', async ({ page }) => {
    await signIn(page)
    await expectToast(page, 'Success!', 'Welcome back! Redirecting to dashboard...')
    await expect(page.getByText(`Welcome back, ${E2E.admin.email}`)).toBeVisible()
    for (const tab of ['Overview', 'Articles', 'Video Posts', 'Comments', 'Subscribers']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible()
    }
    await page.goto('/admin/signin')
    await page.waitForURL('**/admin/dashboard')
  })

  test('the dashboard sends a visitor without a session to sign-in', async ({ page }) => {
    await page.goto('/admin/dashboard')
    await page.waitForURL('**/admin/signin')
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible()
  })

  test('logout says so, clears every draft and the session, and the dashboard is closed again', async ({ page }) => {
    await signIn(page)
    await page.evaluate((keys) => {
      for (const key of keys) localStorage.setItem(key, JSON.stringify({ articleId: null, savedAt: new Date().toISOString(), values: {} }))
    }, [draftKey(null), draftKey('8d0c8a3e-0000-4000-8000-000000000001'), DRAFT_STORAGE_KEY])
    expect(await draftKeysIn(page)).toHaveLength(3)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expectToast(page, 'Logged out successfully')
    await page.waitForURL('**/admin/signin')
    expect(await draftKeysIn(page)).toEqual([])
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull()
    await page.goto('/admin/dashboard')
    await page.waitForURL('**/admin/signin')
  })

  test('a session that can no longer be refreshed sends the user to sign-in with a message', async ({ page }) => {
    await signIn(page)
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible()
    // Expire the stored access token and break the refresh token, as a long idle would.
    await page.evaluate((key) => {
      const session = JSON.parse(localStorage.getItem(key)!)
      localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60, refresh_token: 'revoked' }))
    }, SESSION_STORAGE_KEY)
    await page.getByRole('tab', { name: 'Articles' }).click()
    await page.waitForURL('**/admin/signin')
    await expectToast(page, 'Signed out', 'Your session has ended. Please sign in again.')
  })

  test('follows sign-in and sign-out made in another tab', async ({ page, context }) => {
    const other = await context.newPage()
    await other.goto('/admin/signin')
    await expect(other.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible()
    await signIn(page)
    await other.waitForURL('**/admin/dashboard')
    await expect(other.getByText(`Welcome back, ${E2E.admin.email}`)).toBeVisible()

    await page.getByRole('button', { name: 'Logout' }).click()
    await other.waitForURL('**/admin/signin')
    await expectToast(other, 'Signed out', 'Your session has ended. Please sign in again.')
  })

  test('sign-up is closed and confirm-email explains the link', async ({ page }) => {
    await page.goto('/admin/signup')
    await expect(page.getByRole('heading', { name: 'Sign-Ups Are Closed' })).toBeVisible()
    await expect(page.getByText('We are not accepting new admin registrations at this time.')).toBeVisible()
    await page.getByRole('link', { name: 'Go to Sign In' }).click()
    await page.waitForURL('**/admin/signin')
    await page.goto('/admin/confirm-email')
    await expect(page.getByText(/sent a confirmation link/)).toBeVisible()
    await expect(page.getByText(/spam/)).toBeVisible()
    await expect(page.getByText(/few minutes/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/admin/signin')
  })

  test('a session ended elsewhere (a password reset) says so and offers sign-in, never "Not an administrator", and the article being written comes back', async ({ page, pool, onCleanup }) => {
    const member = await makeStaffMember(pool, onCleanup, { prefix: 'writer' })
    const account = { email: member.email, password: member.password }
    await signIn(page, account.email, account.password)
    await page.getByRole('tab', { name: 'Articles' }).click()
    await page.getByRole('button', { name: 'New Article' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create New Article' })
    const title = `Half-written thought ${unique()}`
    // Typed a moment before the session ends: no autosave (every 15 s) has run yet.
    await dialog.getByLabel('Title').fill(title)

    // The member resets the password on another device: Supabase Auth ends every other session.
    const elsewhere = apiClient()
    expect((await elsewhere.auth.signInWithPassword(account)).error).toBeNull()
    expect((await elsewhere.auth.updateUser({ password: 'writer-password-2' })).error).toBeNull()

    // Reloaded with the text unsaved: the page keeps it in this browser as it goes.
    await page.reload()
    await page.waitForURL('**/admin/signin')
    expect(await page.evaluate((key) => localStorage.getItem(key) ?? '', draftKey(null))).toContain(title)
    // Said on the page, not only in the 5-second toast.
    await expect(page.getByText('Your session has ended, so you were signed out.')).toContainText('Sign in again to carry on where you left off')
    await expect(page.getByText('Not an administrator')).toHaveCount(0)

    await page.getByLabel('Email Address').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill('writer-password-2')
    await page.getByRole('button', { name: 'Sign In' }).click()
    // Back where the member was, with what was typed.
    await page.waitForURL('**/admin/dashboard/articles/new')
    await expectToast(page, 'Draft Restored')
    await expect(page.getByRole('dialog', { name: 'Create New Article' }).getByLabel('Title')).toHaveValue(title)
  })
})
