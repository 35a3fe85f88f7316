/** Media-type checks for uploads: the bucket's allow-list and the bytes' real type. */

/** `Image/PNG; charset=x` → `image/png`. */
export function normalizeMime(mime: string): string {
  const [type = ''] = mime.split(';')
  return type.trim().toLowerCase()
}

const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
}

export function canonicalMime(mime: string): string {
  const m = normalizeMime(mime)
  return ALIASES[m] ?? m
}

/** Storage's rule: exact `type/sub` or `type/*`; a null or empty list allows everything. */
export function isMimeAllowed(mime: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true
  const m = normalizeMime(mime)
  if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(m)) return false
  const [type] = m.split('/')
  return allowed.some((entry) => {
    const a = entry.trim().toLowerCase()
    if (a === '*/*' || a === '*') return true
    if (a.endsWith('/*')) return a.slice(0, -2) === type
    return a === m || canonicalMime(a) === canonicalMime(m)
  })
}

/** True when a bucket admits images only, so uploads must be real images. */
export function isImageOnly(allowed: readonly string[] | null | undefined): boolean {
  return !!allowed && allowed.length > 0 && allowed.every((a) => a.trim().toLowerCase().startsWith('image/'))
}

const startsWith = (buf: Uint8Array, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b)
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0))

/** The raster image type the bytes really are (by magic number), or null. */
export function sniffImage(buf: Uint8Array): string | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'image/webp'
  // An ISO-BMFF box of type ftyp whose major brand is AVIF (a still image or a sequence).
  if (startsWith(buf, ascii('ftypavif'), 4) || startsWith(buf, ascii('ftypavis'), 4)) return 'image/avif'
  return null
}

/** Whether the bytes are the image type the uploader declared (aliases such as image/jpg allowed). */
export function contentMatchesImageType(declared: string, buf: Uint8Array): boolean {
  const sniffed = sniffImage(buf)
  return sniffed !== null && sniffed === canonicalMime(declared)
}
