import { serializeJsonLd } from './json-ld.ts'

describe('serializeJsonLd', () => {
  it('cannot close its script element or open a comment, and parses back to the same data', () => {
    const data = { headline: '</script><script>alert(1)</script> <!-- & "quotes"', line: 'a\u2028b\u2029c' }
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/<\/script/i)
    expect(text).not.toContain('<!--')
    expect(text).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(data)
  })
})
