import { describe, expect, it } from 'vitest'
import { adminPaths } from '@/config/admin-paths.ts'
import { recoveryFormAddress, RESET_PASSWORD_PATH } from './recovery-link.ts'

const TOKENS = '#access_token=eyJ.a.b&expires_at=1&expires_in=3600&refresh_token=r1&token_type=bearer&type=recovery'

describe('recoveryFormAddress', () => {
  it('is the admin area\'s reset page', () => {
    expect(RESET_PASSWORD_PATH).toBe(adminPaths.resetPassword)
  })

  it('sends a recovery link that landed at the Site URL, an article or the sign-in page to the reset form, fragment and all', () => {
    for (const pathname of ['/', '/some-article', '/admin/signin', '/admin/dashboard']) {
      expect(recoveryFormAddress({ pathname, hash: TOKENS })).toBe(`/admin/reset-password${TOKENS}`)
    }
  })

  it('leaves every other address alone', () => {
    expect(recoveryFormAddress({ pathname: '/admin/reset-password', hash: TOKENS })).toBeNull()
    expect(recoveryFormAddress({ pathname: '/', hash: '' })).toBeNull()
    expect(recoveryFormAddress({ pathname: '/', hash: '#comments' })).toBeNull()
    expect(recoveryFormAddress({ pathname: '/', hash: TOKENS.replace('type=recovery', 'type=invite') })).toBeNull()
    expect(recoveryFormAddress({ pathname: '/', hash: '#type=recovery' })).toBeNull()
  })
})
