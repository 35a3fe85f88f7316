import { JSONParser } from '@streamparser/json'
import { MAX_NESTING } from '../import-limits.ts'
import { ImportRefused } from './import-file.ts'
import { RecordGuard } from './record-guard.ts'

export type JsonRow = Record<string, unknown>

/**
 * Follows the nesting of the text before the parser sees it: the parser keeps a frame per open
 * bracket, so `[[[[…` a million deep would cost memory long before any value ends.
 */
class NestingGuard {
  private depth = 0
  private inString = false
  private escaped = false

  scan(text: string): void {
    for (let index = 0; index < text.length; index++) {
      const char = text.charCodeAt(index)
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (char === 0x5c) this.escaped = true
        else if (char === 0x22) this.inString = false
      } else if (char === 0x22) this.inString = true
      else if (char === 0x5b || char === 0x7b) {
        if (++this.depth > MAX_NESTING) throw new ImportRefused(`The file nests values more than ${MAX_NESTING} deep; an export never does.`)
      } else if (char === 0x5d || char === 0x7d) this.depth--
    }
  }
}

/**
 * Streams a Ghost export ({"db":[{"meta":…,"data":{"posts":[…],…}}]}, or {"meta":…,"data":…}) into
 * its rows, table by table, never holding more than the row being read: each row is handed over
 * and dropped from its table as soon as it is complete. Rows larger than RecordGuard allows and
 * nesting deeper than MAX_NESTING are refused.
 */
export async function readJsonRows(text: AsyncIterable<string>, onRow: (table: string, row: JsonRow) => void | Promise<void>): Promise<void> {
  const parser = new JSONParser({ paths: ['$.db.*.data.*.*', '$.data.*.*', '$.db.*.meta', '$.meta'], keepStack: false })
  const guard = new RecordGuard('a value')
  const nesting = new NestingGuard()
  const pending: [string, JsonRow][] = []
  let failure: Error | null = null
  parser.onValue = ({ value, key, stack }) => {
    guard.boundary()
    if (!value || typeof value !== 'object' || Array.isArray(value)) return
    // A row's key is its index; the key of the array holding it names the table.
    const table = key === 'meta' ? 'meta' : stack.at(-1)?.key
    if (typeof table === 'string') pending.push([table, value])
  }
  parser.onError = (error) => {
    failure ??= new ImportRefused(`The file is not valid JSON (${error.message.slice(0, 200)}).`)
  }
  for await (const chunk of text) {
    guard.feed(chunk.length)
    nesting.scan(chunk)
    try {
      parser.write(chunk)
    } catch (error) {
      failure ??= new ImportRefused(`The file is not valid JSON (${error instanceof Error ? error.message.slice(0, 200) : String(error)}).`)
    }
    if (failure) throw failure
    for (const [table, row] of pending.splice(0)) await onRow(table, row)
  }
  if (!parser.isEnded) throw new ImportRefused('The file ends before its JSON does: it is cut short.')
}
