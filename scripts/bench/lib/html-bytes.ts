import { request } from 'node:http'

/**
 * What a new connection's first round trip carries: ten segments of about 1460 bytes (TCP's
 * initial window), less the response's headers. A prerendered page whose compressed HTML fits
 * paints after one round trip; one that does not waits a second one, and its lead photo with it
 * (docs/performance.md).
 */
export const FIRST_ROUND_TRIP_BYTES = 14_000

/** The encodings the static hosts send HTML in, as browsers ask for them. */
export const HOST_ENCODINGS = ['br', 'gzip'] as const

/** The bytes `url` takes on the wire when the client accepts only `encoding` (and the encoding the server chose). */
export function encodedBytes(url: string, encoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => {
        if ((response.statusCode ?? 0) >= 400) reject(new Error(`${url}: HTTP ${response.statusCode}`))
        else resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') })
      })
      response.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
