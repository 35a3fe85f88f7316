import { describe, expect, it } from 'vitest'
import { csvFileName, toCsv } from './csv.ts'

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['email', 'subscribed_at'], [['a@b.co', '2026-01-02T00:00:00Z']])).toBe(
      'email,subscribed_at\r\na@b.co,2026-01-02T00:00:00Z\r\n',
    )
  })

  it('quotes cells with commas, quotes or line breaks', () => {
    expect(toCsv(['x'], [['a,b'], ['say "hi"'], ['two\nlines']])).toBe('x\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n')
  })

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2'], ['@cmd']])).toBe(
      'x\r\n"\'=HYPERLINK(""http://evil"")"\r\n\'+1\r\n\'-2\r\n\'@cmd\r\n',
    )
  })

  it('writes empty cells for null and undefined', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, 3]])).toBe('a,b,c\r\n,,3\r\n')
  })
})

describe('csvFileName', () => {
  it('stamps the date', () => {
    expect(csvFileName('subscribers', new Date('2026-03-04T10:00:00Z'))).toBe('subscribers-2026-03-04.csv')
  })
})
