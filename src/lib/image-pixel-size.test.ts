import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { imagePixelSize, MAX_IMAGE_PIXELS, oversizedImageProblem } from './image-pixel-size.ts'

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff]
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff]
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

/** A PNG whose IHDR claims width × height, followed by a tiny IDAT: a few hundred bytes. */
function pngClaiming(width: number, height: number): Uint8Array {
  return bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32be(13), 'IHDR', u32be(width), u32be(height), [8, 2, 0, 0, 0], u32be(0), [...deflateSync(Buffer.alloc(100))])
}

function jpegClaiming(width: number, height: number): Uint8Array {
  const app0 = bytes([0xff, 0xe0], u16be(16), 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
  const exif = bytes([0xff, 0xe1], u16be(2 + 3000), new Array<number>(3000).fill(0x41))
  const sof2 = bytes([0xff, 0xc2], u16be(17), [8], u16be(height), u16be(width), [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
  return bytes([0xff, 0xd8], [...app0], [...exif], [0xff, 0xc4], u16be(4), [0, 0], [...sof2], [0xff, 0xda], u16be(2), [0xff, 0xd9])
}

function avifClaiming(width: number, height: number): Uint8Array {
  const box = (type: string, body: number[]) => [...u32be(8 + body.length), ...[...type].map((c) => c.charCodeAt(0)), ...body]
  const ispe = box('ispe', [0, 0, 0, 0, ...u32be(width), ...u32be(height)])
  const thumb = box('ispe', [0, 0, 0, 0, ...u32be(64), ...u32be(64)])
  const meta = box('meta', [0, 0, 0, 0, ...box('hdlr', new Array<number>(25).fill(0)), ...box('iprp', box('ipco', [...thumb, ...ispe]))])
  return bytes(box('ftyp', [...bytes('avif', [0, 0, 0, 0], 'mif1')]), meta)
}

describe('imagePixelSize', () => {
  it('reads PNG, JPEG (past a large EXIF segment), GIF, each WebP kind and AVIF headers', () => {
    expect(imagePixelSize(pngClaiming(65_000, 65_000), 'image/png')).toEqual({ width: 65_000, height: 65_000 })
    expect(imagePixelSize(jpegClaiming(12_000, 9_000), 'image/jpeg')).toEqual({ width: 12_000, height: 9_000 })
    expect(imagePixelSize(bytes('GIF89a', u16le(640), u16le(480), [0, 0, 0]), 'image/gif')).toEqual({ width: 640, height: 480 })
    const riff = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], body)
    expect(imagePixelSize(riff('VP8X', [0, 0, 0, 0, 0x3f, 0x1f, 0, 0xff, 0xff, 0x00]), 'image/webp')).toEqual({ width: 8000, height: 65536 })
    // 14-bit fields: width-1 = 16383, height-1 = 1.
    const vp8l = 16383 | (1 << 14)
    expect(imagePixelSize(riff('VP8L', [0x2f, vp8l & 0xff, (vp8l >> 8) & 0xff, (vp8l >> 16) & 0xff, 0, 0, 0, 0, 0]), 'image/webp')).toEqual({ width: 16384, height: 2 })
    expect(imagePixelSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(1920), ...u16le(1080), 0, 0]), 'image/webp')).toEqual({ width: 1920, height: 1080 })
    expect(imagePixelSize(avifClaiming(20_000, 20_000), 'image/avif')).toEqual({ width: 20_000, height: 20_000 })
  })

  it('reads no size from a file that only claims to be a GIF', () => {
    expect(imagePixelSize(new TextEncoder().encode('<script>alert(1)</script>'), 'image/gif')).toBeNull()
  })

  it('answers null for headers that state no size, and never reads past the end', () => {
    expect(imagePixelSize(Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'), 'image/jpeg')).toBeNull()
    expect(imagePixelSize(pngClaiming(10, 10).subarray(0, 20), 'image/png')).toBeNull()
    expect(imagePixelSize(jpegClaiming(10, 10).subarray(0, 3030), 'image/jpeg')).toBeNull()
    expect(imagePixelSize(avifClaiming(10, 10).subarray(0, 40), 'image/avif')).toBeNull()
    expect(imagePixelSize(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp')).toBeNull()
    const samples: [Uint8Array, string][] = [[pngClaiming(9, 9), 'image/png'], [jpegClaiming(9, 9), 'image/jpeg'], [avifClaiming(9, 9), 'image/avif']]
    for (const [sample, type] of samples) {
      for (let n = 0; n <= sample.length; n++) expect(() => imagePixelSize(sample.subarray(0, n), type)).not.toThrow()
    }
  })
})

describe('oversizedImageProblem', () => {
  it('allows 50 megapixels and refuses more, saying the size', () => {
    expect(oversizedImageProblem({ width: 10_000, height: MAX_IMAGE_PIXELS / 10_000 })).toBeNull()
    expect(oversizedImageProblem(null)).toBeNull()
    expect(oversizedImageProblem({ width: 65_000, height: 65_000 })).toBe(
      'The image is 65,000 × 65,000 pixels (4,225 megapixels); images may have at most 50 megapixels.',
    )
    expect(pngClaiming(65_000, 65_000).length).toBeLessThan(400)
  })
})
