import type { Page } from '@playwright/test'

/** The toast on screen with this title (only one is shown at a time). */
export const toastTitled = (page: Page, title: string) => page.locator('[data-variant]').filter({ hasText: title })
