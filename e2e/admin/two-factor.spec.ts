import jsQR from 'jsqr'
import sharp from 'sharp'
import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { makeStaffMember } from './admin-helpers.ts'

// Twice the pixels of the 180 px image, so the decoder sees each module as a few pixels.
test.use({ deviceScaleFactor: 2 })

test.describe('two-factor set-up', () => {
  test('the QR code is a real image: it has a natural width and a scanner reads the otpauth:// address of the key shown', async ({ page, pool, onCleanup }) => {
    const account = await makeStaffMember(pool, onCleanup, { prefix: 'scanner' })

    await signIn(page, account.email, account.password)
    await page.getByRole('button', { name: 'Set up two-factor' }).click()
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' })
    const qr = dialog.getByRole('img', { name: 'QR code for your authenticator app' })
    await expect(qr).toBeVisible()
    // A broken image (the unescaped '#' of an SVG data URL) loads with a natural width of 0.
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0)

    const { data, info } = await sharp(await qr.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)
    expect(decoded?.data).toMatch(/^otpauth:\/\/totp\//)
    const uri = new URL(decoded?.data ?? '')
    const key = (await dialog.locator('code').textContent())?.trim()
    expect(uri.searchParams.get('secret')).toBe(key)
    expect(decodeURIComponent(uri.pathname)).toContain(account.email)
  })
})
