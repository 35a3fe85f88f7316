import { describe, expect, it } from 'vitest'
import { isValidEmail } from './validate-email.ts'

describe('isValidEmail (the form and the database rule: text @ text . text, nothing a spreadsheet reads as syntax)', () => {
  it.each(['reader@example.com', 'a.b+news@mail.example.co.uk', '  padded@example.org  ', 'x@y.z', 'Mixed.Case@Example.COM'])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })
  it.each(['', '   ', 'plainaddress', 'no-at.example.com', 'no-dot@example', '@example.com', 'a@.', 'two words@example.com', 'a@b .com', 'x@y.co;=2+3;', 'x@y.co;@sum(4+5);', '=cmd@example.com', '+x@example.com', '"q"@example.com', 'a,b@example.com', 'a@-example.com'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false)
    },
  )
})
