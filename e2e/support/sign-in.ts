import type { Page } from '@playwright/test'
import { E2E } from './env.ts'

/** Signs in through the form, as an editor would, and waits for the dashboard. */
export async function signIn(page: Page, email = E2E.admin.email, password = E2E.admin.password) {
  await page.goto('/admin/signin')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/admin/dashboard')
}
