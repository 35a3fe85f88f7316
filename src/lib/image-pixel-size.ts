/**
 * An image's pixel size as its header states it, read without decoding a pixel. A few hundred
 * bytes can claim 65,000 × 65,000 pixels (17 GB once decoded), so the size is judged before any
 * browser or tool is asked to decode the file. One reader for both sides: the editor's photo
 * preparation and the local backend's Storage upload check (server/src/storage/upload.ts, the
 * one server module allowed into src/: this file imports nothing).
 */

export interface PixelSize {
  width: number
  height: number
}

/** Images above this many pixels are refused: 50 megapixels, twice a full-frame camera's photo. */
export const MAX_IMAGE_PIXELS = 50_000_000

const ascii = (buf: Uint8Array, at: number, text: string) =>
  buf.length >= at + text.length && [...text].every((ch, i) => buf[at + i] === ch.charCodeAt(0))

function view(buf: Uint8Array): DataView {
  return new DataView(buf.buffer, buf.byteOffset, buf.byteLength)
}

function png(buf: Uint8Array): PixelSize | null {
  // Signature (8), IHDR length (4) and type (4), then width and height, big-endian.
  if (buf.length < 24 || !ascii(buf, 12, 'IHDR')) return null
  return { width: view(buf).getUint32(16), height: view(buf).getUint32(20) }
}

function gif(buf: Uint8Array): PixelSize | null {
  // Only a file that is a GIF states a GIF's size: anything else claiming the type says nothing.
  if (buf.length < 10 || !(ascii(buf, 0, 'GIF87a') || ascii(buf, 0, 'GIF89a'))) return null
  return { width: view(buf).getUint16(6, true), height: view(buf).getUint16(8, true) }
}

/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

function jpeg(buf: Uint8Array): PixelSize | null {
  const v = view(buf)
  let largest: PixelSize | null = null
  let at = 2
  while (at + 4 <= buf.length) {
    if (buf[at] !== 0xff) return largest
    const marker = buf[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    // Markers without a length: TEM, RST0–7, SOI, EOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      if (marker === 0xd9) return largest
      at += 2
      continue
    }
    const length = v.getUint16(at + 2)
    if (length < 2) return largest
    if (isStartOfFrame(marker) && at + 9 <= buf.length) {
      const size = { height: v.getUint16(at + 5), width: v.getUint16(at + 7) }
      if (!largest || pixels(size) > pixels(largest)) largest = size
    }
    // Entropy-coded data follows start-of-scan; every frame header came before it.
    if (marker === 0xda) return largest
    at += 2 + length
  }
  return largest
}

function webp(buf: Uint8Array): PixelSize | null {
  const v = view(buf)
  if (ascii(buf, 12, 'VP8X')) {
    if (buf.length < 30) return null
    // Canvas width and height minus one, 24-bit little-endian.
    const u24 = (at: number) => (buf[at] ?? 0) | ((buf[at + 1] ?? 0) << 8) | ((buf[at + 2] ?? 0) << 16)
    return { width: u24(24) + 1, height: u24(27) + 1 }
  }
  if (ascii(buf, 12, 'VP8L')) {
    // Signature 0x2f, then 14 bits of width minus one and 14 of height minus one.
    if (buf.length < 25 || buf[20] !== 0x2f) return null
    const bits = v.getUint32(21, true)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (ascii(buf, 12, 'VP8 ')) {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (buf.length < 30 || buf[23] !== 0x9d || buf[24] !== 0x01 || buf[25] !== 0x2a) return null
    return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff }
  }
  return null
}

/** Boxes inside which AVIF keeps its image spatial extents (meta → iprp → ipco → ispe). */
const CONTAINERS: Record<string, number> = { meta: 4, iprp: 0, ipco: 0 }

/** The largest `ispe` (image spatial extents) of an AVIF file: the primary image, a grid or an alpha plane. */
function avif(buf: Uint8Array): PixelSize | null {
  const v = view(buf)
  let largest: PixelSize | null = null
  const walk = (start: number, end: number, depth: number) => {
    let at = start
    while (at + 8 <= end && depth < 6) {
      let size = v.getUint32(at)
      let header = 8
      if (size === 1) {
        if (at + 16 > end) return
        const big = v.getBigUint64(at + 8)
        if (big > BigInt(end - at)) return
        size = Number(big)
        header = 16
      } else if (size === 0) {
        size = end - at
      }
      if (size < header || at + size > end) return
      const type = String.fromCharCode(...buf.subarray(at + 4, at + 8))
      if (type === 'ispe' && size >= header + 12) {
        const extent = { width: v.getUint32(at + header + 4), height: v.getUint32(at + header + 8) }
        if (!largest || pixels(extent) > pixels(largest)) largest = extent
      } else if (type in CONTAINERS) {
        walk(at + header + (CONTAINERS[type] ?? 0), at + size, depth + 1)
      }
      at += size
    }
  }
  walk(0, buf.length, 0)
  return largest
}

export function pixels(size: PixelSize): number {
  return size.width * size.height
}

/** The size the header of a PNG, JPEG, GIF, WebP or AVIF file states, or null when it states none. */
export function imagePixelSize(buf: Uint8Array, type: string): PixelSize | null {
  switch (type) {
    case 'image/png':
      return png(buf)
    case 'image/jpeg':
      return jpeg(buf)
    case 'image/gif':
      return gif(buf)
    case 'image/webp':
      return webp(buf)
    case 'image/avif':
      return avif(buf)
    default:
      return null
  }
}

/** Why an image is too large to accept, or null. */
export function oversizedImageProblem(size: PixelSize | null): string | null {
  if (!size || pixels(size) <= MAX_IMAGE_PIXELS) return null
  const megapixels = Math.round(pixels(size) / 1_000_000).toLocaleString('en-US')
  return `The image is ${size.width.toLocaleString('en-US')} × ${size.height.toLocaleString('en-US')} pixels (${megapixels} megapixels); images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`
}
