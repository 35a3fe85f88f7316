import { Unzip, UnzipInflate, type UnzipFile } from 'fflate'
import { MAX_ENTRIES, MAX_ENTRY_BYTES, MAX_PACK_RATIO, MAX_UNPACKED_BYTES, RATIO_FLOOR_BYTES } from '../import-limits.ts'
import { ImportRefused } from './import-file.ts'

/** What to do with one entry's bytes: `data` as they unpack, then `end`; both may await. */
export interface ZipEntrySink {
  data(chunk: Uint8Array): void | Promise<void>
  end(): void | Promise<void>
}

export interface ZipEntryHandlers {
  /** The sink for an entry, or null to pass over it. `name` has been checked: no path leaves the archive. */
  onEntry(name: string): ZipEntrySink | null
  /** An entry passed over because its name or its compression cannot be trusted. */
  onRefusedEntry?(name: string, reason: string): void
}

/** Pieces fed to the unzipper: one piece can unpack to at most ~1000× its size before the checks run. */
const PIECE_BYTES = 16 * 1024

/**
 * Whether an entry's name stays inside the archive: no absolute path, drive, backslash or `..`
 * segment, no control characters. Nothing is ever written to disk, but a name like that is a
 * crafted archive, and its entry is passed over with a note.
 */
export function safeEntryName(name: string): boolean {
  if (!name || name.length > 1024 || name.startsWith('/') || /^[a-z]:/i.test(name) || name.includes('\\')) return false
  // eslint-disable-next-line no-control-regex -- control characters are what is being refused
  if (/[\u0000-\u001f]/.test(name)) return false
  return !name.split('/').includes('..')
}

type ZipEvent = { sink: ZipEntrySink; chunk: Uint8Array } | { sink: ZipEntrySink; end: true }

class UnpackBudget {
  packed = 0
  unpacked = 0

  take(entry: { name: string; unpacked: number }, bytes: number): void {
    entry.unpacked += bytes
    this.unpacked += bytes
    const mb = (value: number) => `${Math.round(value / (1024 * 1024))} MB`
    if (entry.unpacked > MAX_ENTRY_BYTES) throw new ImportRefused(`The archive's entry "${entry.name}" unpacks to more than ${mb(MAX_ENTRY_BYTES)}; it was not read any further.`)
    if (this.unpacked > MAX_UNPACKED_BYTES) throw new ImportRefused(`The archive unpacks to more than ${mb(MAX_UNPACKED_BYTES)}; it was not read any further.`)
    if (this.unpacked > RATIO_FLOOR_BYTES && this.unpacked > this.packed * MAX_PACK_RATIO) {
      throw new ImportRefused(`The archive unpacks to over ${MAX_PACK_RATIO} times its size (a zip bomb); it was not read any further.`)
    }
  }
}

/**
 * Streams a zip archive entry by entry, in the order its entries are stored, never holding an
 * entry whole unless its sink does. Every entry is started (fflate would otherwise keep an
 * unread entry's bytes), those without a sink are unpacked into nothing; what anything unpacks
 * to is counted against MAX_ENTRY_BYTES, MAX_UNPACKED_BYTES and MAX_PACK_RATIO as it unpacks.
 */
export async function readZipEntries(chunks: AsyncIterable<Uint8Array>, handlers: ZipEntryHandlers): Promise<void> {
  const budget = new UnpackBudget()
  const events: ZipEvent[] = []
  let entries = 0
  let failure: Error | null = null
  const unzip = new Unzip((file: UnzipFile) => {
    if (++entries > MAX_ENTRIES) failure ??= new ImportRefused(`The archive holds more than ${MAX_ENTRIES.toLocaleString('en-US')} entries; an export never does.`)
    const safe = safeEntryName(file.name)
    if (!safe) handlers.onRefusedEntry?.(file.name, 'its name points outside the archive')
    if (file.compression !== 0 && file.compression !== 8) handlers.onRefusedEntry?.(file.name, `it is packed with method ${file.compression}, which this importer does not read`)
    const sink = safe && !file.name.endsWith('/') && (file.compression === 0 || file.compression === 8) ? handlers.onEntry(file.name) : null
    const entry = { name: file.name, unpacked: 0 }
    file.ondata = (error, data, final) => {
      if (error) {
        failure ??= new ImportRefused(`The archive's entry "${file.name}" could not be unpacked (${error.message}).`)
        return
      }
      try {
        budget.take(entry, data.byteLength)
      } catch (refusal) {
        failure ??= refusal as Error
        return
      }
      if (sink && data.byteLength > 0) events.push({ sink, chunk: data })
      if (sink && final) events.push({ sink, end: true })
    }
    if (file.compression === 0 || file.compression === 8) file.start()
  })
  unzip.register(UnzipInflate)

  const run = async (piece: Uint8Array, final: boolean) => {
    budget.packed += piece.byteLength
    try {
      unzip.push(piece, final)
    } catch (error) {
      failure ??= new ImportRefused(`The file is not a readable zip archive (${error instanceof Error ? error.message : String(error)}).`)
    }
    if (failure) throw failure
    for (const event of events.splice(0)) {
      if ('chunk' in event) await event.sink.data(event.chunk)
      else await event.sink.end()
    }
  }
  for await (const chunk of chunks) {
    for (let offset = 0; offset < chunk.byteLength; offset += PIECE_BYTES) await run(chunk.subarray(offset, offset + PIECE_BYTES), false)
  }
  await run(new Uint8Array(0), true)
}
