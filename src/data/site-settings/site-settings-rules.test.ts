import { describe, expect, it } from 'vitest'
import { normaliseSettings, settingsProblems } from './site-settings-rules.ts'

const valid = { site_name: 'The Daily Opinion', reply_to: 'letters@example.com', postal_address: '1 Fleet Street\nLondon' }

describe('settingsProblems', () => {
  it('accepts a name, an empty or valid reply-to and an address of several lines', () => {
    expect(settingsProblems(valid)).toEqual({})
    expect(settingsProblems({ ...valid, reply_to: '', postal_address: '' })).toEqual({})
    expect(settingsProblems({ ...valid, reply_to: ' Letters@Example.COM ' })).toEqual({})
  })

  it('names what is wrong with each field, as the database would refuse it', () => {
    expect(settingsProblems({ site_name: '  ', reply_to: 'not an address', postal_address: 'x'.repeat(301) })).toEqual({
      site_name: 'Enter the site name: every e-mail goes out under it.',
      reply_to: 'Enter one e-mail address, such as letters@your-site.example, or leave it empty.',
      postal_address: 'The postal address can be at most 300 characters.',
    })
    expect(settingsProblems({ ...valid, site_name: 'x'.repeat(81) }).site_name).toBe('The site name can be at most 80 characters.')
    expect(settingsProblems({ ...valid, site_name: 'Two\nlines' }).site_name).toBe('The site name must be one line of text.')
    expect(settingsProblems({ ...valid, reply_to: 'a@b.c, d@e.f' }).reply_to).toBeDefined()
    expect(settingsProblems({ ...valid, postal_address: 'Street\u0007' }).postal_address).toBe('The postal address can hold only text and line breaks.')
  })
})

describe('normaliseSettings', () => {
  it('trims, turns CRLF into LF and tabs into spaces', () => {
    expect(normaliseSettings({ site_name: ' Name ', reply_to: ' a@b.co ', postal_address: ' 1 Street\r\nTown\tCountry ' }))
      .toEqual({ site_name: 'Name', reply_to: 'a@b.co', postal_address: '1 Street\nTown Country' })
  })
})
