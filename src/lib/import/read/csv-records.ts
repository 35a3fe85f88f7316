import { MAX_RECORD_CHARS } from '../import-limits.ts'
import { ImportRefused } from './import-file.ts'

/**
 * RFC 4180 CSV, fed text as it unpacks and handing out each row as soon as it ends, keyed by the
 * header row. Written here rather than taken from csv-parse or papaparse: their streaming
 * interfaces are Node streams and files, while an archive entry arrives as pushed chunks in the
 * browser and in Node alike, and a row must be bounded (MAX_RECORD_CHARS) wherever it comes from.
 */
export class CsvRecords {
  private header: string[] | null = null
  private field = ''
  private row: string[] = []
  private rowChars = 0
  private quoted = false
  /** In a quoted field, a quote was just read: either the field's end or the first of a doubled quote. */
  private quoteSeen = false
  private started = false

  constructor(private readonly onRecord: (record: Record<string, string>) => void, private readonly name: string) {}

  write(text: string): void {
    for (let index = 0; index < text.length; index++) this.read(text[index] ?? '')
  }

  end(): void {
    if (this.started) this.endRow()
  }

  private read(char: string): void {
    if (++this.rowChars > MAX_RECORD_CHARS) throw new ImportRefused(`"${this.name}" has a row longer than ${MAX_RECORD_CHARS / (1024 * 1024)} MB; it was not read any further.`)
    if (this.quoted) {
      if (this.quoteSeen) {
        this.quoteSeen = false
        if (char === '"') return void (this.field += '"')
        this.quoted = false
      } else if (char === '"') return void (this.quoteSeen = true)
      else return void (this.field += char)
    }
    this.started = true
    if (char === '"' && this.field === '') this.quoted = true
    else if (char === ',') this.endField()
    else if (char === '\n') this.endRow()
    else if (char !== '\r' && char !== '\uFEFF') this.field += char
  }

  private endField(): void {
    this.row.push(this.field)
    this.field = ''
  }

  private endRow(): void {
    this.endField()
    const row = this.row
    this.row = []
    this.rowChars = 0
    this.started = false
    if (row.length === 1 && row[0] === '') return
    if (!this.header) {
      this.header = row.map((name) => name.trim())
      return
    }
    const header = this.header
    this.onRecord(Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])))
  }
}
