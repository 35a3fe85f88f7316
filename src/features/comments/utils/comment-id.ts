/**
 * A random (v4) UUID for a new comment, chosen by the browser so it can later ask the database
 * for that comment's status. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost); a page served over plain http on a LAN address still gets a valid id.
 */
export function newCommentId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const hex = Array.from(bytes, (byte, index) => stampVersion(byte, index).toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Version 4 in the high nibble of byte 6, the RFC 4122 variant in the top bits of byte 8. */
function stampVersion(byte: number, index: number): number {
  if (index === 6) return (byte & 0x0f) | 0x40
  if (index === 8) return (byte & 0x3f) | 0x80
  return byte
}
