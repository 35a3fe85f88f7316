import { describe, expect, it } from 'vitest'
import { csvFileName, toCsv } from './csv.ts'

describe('toCsv', () => {
  it('writes a header and rows, every field quoted, with CRLF line ends', () => {
    expect(toCsv(['email', 'subscribed_at'], [['a@b.co', '2026-01-02T00:00:00Z']])).toBe(
      '"email","subscribed_at"\r\n"a@b.co","2026-01-02T00:00:00Z"\r\n',
    )
  })

  it('doubles quotes and keeps commas and line breaks inside the quotes', () => {
    expect(toCsv(['x'], [['a,b'], ['say "hi"'], ['two\nlines']])).toBe('"x"\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n')
  })

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2'], ['@cmd'], ['\t=1'], ['\r=1']])).toBe(
      '"x"\r\n"\'=HYPERLINK(""http://evil"")"\r\n"\'+1"\r\n"\'-2"\r\n"\'@cmd"\r\n"\'\t=1"\r\n"\'\r=1"\r\n',
    )
  })

  // A spreadsheet that splits on ';' (German or French Excel) starts a new cell after each ';'.
  it.each([
    ['x@y.co;=2+3;', `"x@y.co;'=2+3;"`],
    ['x@y.co;@sum(4+5);', `"x@y.co;'@sum(4+5);"`],
    ['x@y.co,+1;-2\t=3', `"x@y.co,'+1;'-2\t'=3"`],
  ])('neutralises a formula after a delimiter inside the address %j', (email, cell) => {
    expect(toCsv(['email', 'subscribed_at'], [[email, '2026-01-02T00:00:00Z']])).toBe(
      `"email","subscribed_at"\r\n${cell},"2026-01-02T00:00:00Z"\r\n`,
    )
  })

  it('leaves ordinary addresses and timestamps alone, hyphens and plus tags included', () => {
    expect(toCsv(['e'], [['first-last+news@mail-host.co.uk'], ['2026-01-02T00:00:00+00:00']])).toBe(
      '"e"\r\n"first-last+news@mail-host.co.uk"\r\n"2026-01-02T00:00:00+00:00"\r\n',
    )
  })

  it('writes empty cells for null and undefined', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, 3]])).toBe('"a","b","c"\r\n"","","3"\r\n')
  })
})

describe('csvFileName', () => {
  it('stamps the date', () => {
    expect(csvFileName('subscribers', new Date('2026-03-04T10:00:00Z'))).toBe('subscribers-2026-03-04.csv')
  })
})
