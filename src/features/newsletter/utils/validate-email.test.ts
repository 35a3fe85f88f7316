import { describe, expect, it } from 'vitest'
import { isValidEmail } from './validate-email.ts'

describe('isValidEmail (spec §5: text @ text . text, no spaces)', () => {
  it.each(['reader@example.com', 'a.b+news@mail.example.co.uk', '  padded@example.org  ', 'x@y.z'])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })
  it.each(['', '   ', 'plainaddress', 'no-at.example.com', 'no-dot@example', '@example.com', 'a@.', 'two words@example.com', 'a@b .com'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false)
    },
  )
})
