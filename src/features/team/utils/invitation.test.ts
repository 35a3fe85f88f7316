/// <reference types="node" />
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { INVITE_LINK_LIFETIME } from './invitation.ts'

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../../../..', file), 'utf8')

describe('the invitation link lifetime the Team tab states', () => {
  it('is what hosted Auth does (otp_expiry, one hour) and what both invitation e-mails say', () => {
    expect(read('supabase/config.toml')).toMatch(/^otp_expiry = 3600$/m)
    expect(INVITE_LINK_LIFETIME).toBe('The link works once, within one hour.')
    expect(read('supabase/templates/invite.html')).toContain(INVITE_LINK_LIFETIME)
    expect(read('src/lib/mail/auth-mail.ts')).toContain(`'${INVITE_LINK_LIFETIME}'`)
  })
})
