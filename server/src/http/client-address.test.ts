import { describe, expect, it } from 'vitest'
import { normalizeAddress, resolveClientAddress } from './client-address.ts'

describe('resolveClientAddress', () => {
  it('takes the socket address and ignores a forwarded-for written by the client', () => {
    expect(resolveClientAddress('::ffff:127.0.0.2', undefined, [])).toBe('127.0.0.2')
    expect(resolveClientAddress('127.0.0.2', '1.2.3.4', [])).toBe('127.0.0.2')
    expect(resolveClientAddress('127.0.0.2', '1.2.3.4', ['10.0.0.1'])).toBe('127.0.0.2')
    expect(resolveClientAddress(undefined, undefined, [])).toBe('unknown')
  })

  it('behind a trusted proxy, takes the right-most address that is not a trusted proxy', () => {
    const trusted = ['10.0.0.1', '10.0.0.2']
    expect(resolveClientAddress('10.0.0.1', '203.0.113.7', trusted)).toBe('203.0.113.7')
    // The client wrote 1.2.3.4 itself; the proxy appended what it saw.
    expect(resolveClientAddress('10.0.0.1', '1.2.3.4, 203.0.113.7', trusted)).toBe('203.0.113.7')
    expect(resolveClientAddress('10.0.0.1', '203.0.113.7, 10.0.0.2', trusted)).toBe('203.0.113.7')
    expect(resolveClientAddress('::ffff:10.0.0.1', ' 2001:DB8::1 ', trusted)).toBe('2001:db8::1')
  })

  it('normalises IPv4-mapped IPv6 only', () => {
    expect(normalizeAddress('::ffff:10.1.2.3')).toBe('10.1.2.3')
    expect(normalizeAddress('::1')).toBe('::1')
  })
})
