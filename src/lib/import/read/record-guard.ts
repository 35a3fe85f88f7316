import { MAX_RECORD_CHARS } from '../import-limits.ts'
import { ImportRefused } from './import-file.ts'

/**
 * Bounds how much text a streaming parser may take in without finishing a record. A parser
 * holds a record's text until the record ends, so one endless attribute, CDATA section or JSON
 * string would otherwise grow memory without limit; checked between chunks, the overshoot is
 * at most one chunk.
 */
export class RecordGuard {
  private fed = 0
  private lastBoundary = 0

  constructor(private readonly what: string, private readonly limit = MAX_RECORD_CHARS) {}

  /** Text handed to the parser. */
  feed(chars: number): void {
    this.fed += chars
    if (this.fed - this.lastBoundary > this.limit) {
      const megabytes = Math.round(this.limit / (1024 * 1024))
      throw new ImportRefused(`The file has ${this.what} larger than ${megabytes} MB; an export never does, so it was not read any further.`)
    }
  }

  /** A record ended: what it held can be let go. */
  boundary(): void {
    this.lastBoundary = this.fed
  }
}
