import { describe, expect, it } from 'vitest'
import { canonicalMime, contentMatchesImageType, isImageOnly, isMimeAllowed, normalizeMime, sniffImage } from './mime.ts'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex')
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')])
const BUCKET = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

describe('mime types', () => {
  it('normalises parameters and case', () => {
    expect(normalizeMime(' Image/PNG ; charset=utf-8')).toBe('image/png')
    expect(canonicalMime('image/jpg')).toBe('image/jpeg')
  })

  it("applies Storage's allow-list rules", () => {
    expect(isMimeAllowed('image/png', BUCKET)).toBe(true)
    expect(isMimeAllowed('image/jpg', BUCKET)).toBe(true)
    expect(isMimeAllowed('text/plain;charset=UTF-8', BUCKET)).toBe(false)
    expect(isMimeAllowed('image/svg+xml', BUCKET)).toBe(false)
    expect(isMimeAllowed('image/svg+xml', ['image/*'])).toBe(true)
    expect(isMimeAllowed('text/html', ['image/*'])).toBe(false)
    expect(isMimeAllowed('anything/goes', null)).toBe(true)
    expect(isMimeAllowed('anything/goes', [])).toBe(true)
    expect(isMimeAllowed('not a mime', BUCKET)).toBe(false)
  })

  it('knows image-only buckets', () => {
    expect(isImageOnly(BUCKET)).toBe(true)
    expect(isImageOnly(['image/*'])).toBe(true)
    expect(isImageOnly(['image/png', 'application/pdf'])).toBe(false)
    expect(isImageOnly(null)).toBe(false)
    expect(isImageOnly([])).toBe(false)
  })
})

describe('sniffImage', () => {
  it('recognises png, jpeg, gif and webp by their magic bytes', () => {
    expect(sniffImage(PNG)).toBe('image/png')
    expect(sniffImage(JPEG)).toBe('image/jpeg')
    expect(sniffImage(GIF)).toBe('image/gif')
    expect(sniffImage(Buffer.from('GIF87a'))).toBe('image/gif')
    expect(sniffImage(WEBP)).toBe('image/webp')
  })

  it('recognises avif by its ftyp box, and no other ISO-BMFF brand', () => {
    expect(sniffImage(Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif')]))).toBe('image/avif')
    expect(sniffImage(Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypmp42')]))).toBeNull()
  })

  it('recognises nothing else', () => {
    expect(sniffImage(Buffer.from('hello, I am a png'))).toBeNull()
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull()
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull()
    expect(sniffImage(PNG.subarray(0, 7))).toBeNull()
    expect(sniffImage(Buffer.alloc(0))).toBeNull()
  })

  it('matches content against the declared type', () => {
    expect(contentMatchesImageType('image/png', PNG)).toBe(true)
    expect(contentMatchesImageType('image/jpg', JPEG)).toBe(true)
    expect(contentMatchesImageType('image/png', JPEG)).toBe(false)
    expect(contentMatchesImageType('image/png', Buffer.from('text disguised as png'))).toBe(false)
    expect(contentMatchesImageType('image/svg+xml', Buffer.from('<svg/>'))).toBe(false)
  })
})
