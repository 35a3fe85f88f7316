/** Reads a request body into memory, but never keeps more than `max` bytes. */
export type LimitedBody = { ok: true; data: Buffer } | { ok: false; reason: 'too-large' }

/**
 * Past `max` the rest is read and discarded (up to `drainMax`), so the client can still receive
 * the error response instead of a reset connection; beyond `drainMax` the stream is cancelled.
 */
export async function readLimited(
  stream: ReadableStream<Uint8Array> | null,
  max: number,
  drainMax = 64 * 1024 * 1024,
): Promise<LimitedBody> {
  if (!stream) return { ok: true, data: Buffer.alloc(0) }
  const reader = stream.getReader()
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>
      try {
        chunk = await reader.read()
      } catch (error) {
        // hono's bodyLimit errors the stream of a chunked body past the global limit.
        if ((error as Error | null)?.name === 'BodyLimitError') return { ok: false, reason: 'too-large' }
        throw error
      }
      const { done, value } = chunk
      if (done) break
      size += value.byteLength
      if (size > max) {
        tooLarge = true
        chunks.length = 0
        if (size > drainMax) {
          await reader.cancel().catch(() => undefined)
          break
        }
        continue
      }
      chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength))
    }
  } finally {
    try {
      reader.releaseLock()
    } catch {
      // already released
    }
  }
  if (tooLarge) return { ok: false, reason: 'too-large' }
  return { ok: true, data: Buffer.concat(chunks, size) }
}
