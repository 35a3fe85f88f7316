import type { ImportFile } from '../import-types.ts'

/** Why an export was refused: the preview shows the message as it is. */
export class ImportRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportRefused'
  }
}

/** The bytes of a stream, chunk by chunk; cancels the stream when the reader stops early. */
export async function* byteChunks(stream: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader()
  try {
    for (;;) {
      signal?.throwIfAborted()
      const { done, value } = await reader.read()
      if (done) return
      if (value.byteLength > 0) yield value
    }
  } finally {
    await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
}

/** UTF-8 text of a byte stream, chunk by chunk, without a byte-order mark; bad bytes become U+FFFD. */
export async function* textChunks(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: false })
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true })
    if (text) yield text
  }
  const rest = decoder.decode()
  if (rest) yield rest
}

/** The first `count` bytes of a file (fewer when it is shorter). */
export async function fileHead(file: ImportFile, count: number): Promise<Uint8Array<ArrayBuffer>> {
  const head = new Uint8Array(count)
  let filled = 0
  for await (const chunk of byteChunks(file.stream())) {
    const take = Math.min(chunk.byteLength, count - filled)
    head.set(chunk.subarray(0, take), filled)
    filled += take
    if (filled >= count) break
  }
  return head.subarray(0, filled)
}

const FINGERPRINT_BYTES = 1024 * 1024

/**
 * What recognises the same export when it is chosen again (to resume an import a reload or a
 * crash stopped): its size and a SHA-256 of its first megabyte, without reading it all.
 */
export async function fileFingerprint(file: ImportFile): Promise<string> {
  const head = await fileHead(file, FINGERPRINT_BYTES)
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', head))
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${file.size}:${hex}`
}
