import { describe, expect, it } from 'vitest'
import { imageSetName, randomNamePart, storageObjectName } from './object-name.ts'

describe('storageObjectName', () => {
  const random = '0123456789abcdef0123456789abcdef'

  it('is the random part plus the original name', () => {
    expect(storageObjectName('photo.jpg', 'image/jpeg', random)).toBe(`${random}-photo.jpg`)
  })

  it('makes the name safe for a URL', () => {
    expect(storageObjectName('My Holiday Photo (1).JPG', 'image/jpeg', random)).toBe(`${random}-my-holiday-photo-1.jpg`)
    expect(storageObjectName('Café #1?.png', 'image/png', random)).toBe(`${random}-cafe-1.png`)
    expect(storageObjectName('../../etc/passwd.png', 'image/png', random)).toBe(`${random}-etc-passwd.png`)
  })

  it('falls back to a name and the type\'s extension', () => {
    expect(storageObjectName('???', 'image/webp', random)).toBe(`${random}-image.webp`)
    expect(storageObjectName('noextension', 'image/gif', random)).toBe(`${random}-noextension.gif`)
  })

  it('caps long names', () => {
    const name = storageObjectName(`${'a'.repeat(300)}.png`, 'image/png', random)
    expect(name.length).toBeLessThanOrEqual(32 + 1 + 80 + 4)
    expect(name.endsWith('.png')).toBe(true)
  })

  it('names an image set\'s folder without the extension', () => {
    expect(imageSetName('My Holiday Photo (1).HEIC', random)).toBe(`${random}-my-holiday-photo-1`)
    expect(imageSetName('???', random)).toBe(`${random}-image`)
  })
})

describe('randomNamePart', () => {
  it('carries 128 random bits: 32 hex digits, never the same twice, every digit used', () => {
    const parts = Array.from({ length: 2000 }, () => randomNamePart())
    for (const part of parts) expect(part).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(parts).size).toBe(parts.length)
    // Each position takes many values: no fixed or time-derived prefix.
    for (let position = 0; position < 32; position++) {
      expect(new Set(parts.map((part) => part[position])).size, `position ${position}`).toBeGreaterThan(12)
    }
  })

  it('is what a name starts with by default, different for the same file at the same time', () => {
    const [a, b] = [imageSetName('photo.jpg'), imageSetName('photo.jpg')]
    expect(a).toMatch(/^[0-9a-f]{32}-photo$/)
    expect(a).not.toBe(b)
    expect(storageObjectName('photo.jpg', 'image/jpeg')).toMatch(/^[0-9a-f]{32}-photo\.jpg$/)
  })
})
