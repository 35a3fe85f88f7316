import { describe, expect, it } from 'vitest'
import { imageFileProblem, storageObjectName } from './image-file.ts'

const MB = 1024 * 1024

describe('imageFileProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])('accepts %s up to 2 MB', (type) => {
    expect(imageFileProblem({ name: 'a', type, size: 2 * MB })).toBeNull()
  })

  it('refuses a file that is not an image', () => {
    expect(imageFileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      '"notes.txt" is not a supported image. Choose a PNG, JPG, GIF or WebP file.',
    )
  })

  it('refuses SVG, which can carry script', () => {
    expect(imageFileProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toMatch(/not a supported image/)
  })

  it('refuses a file over 2 MB and says how big it is', () => {
    expect(imageFileProblem({ name: 'big.png', type: 'image/png', size: 3 * MB })).toBe(
      '"big.png" is 3.0 MB; images can be at most 2.0 MB.',
    )
  })

  it('refuses an empty file', () => {
    expect(imageFileProblem({ name: 'e.png', type: 'image/png', size: 0 })).toMatch(/empty/)
  })
})

describe('storageObjectName', () => {
  const now = 1767225600000

  it('is the timestamp plus the original name', () => {
    expect(storageObjectName('photo.jpg', 'image/jpeg', now)).toBe('1767225600000-photo.jpg')
  })

  it('makes the name safe for a URL', () => {
    expect(storageObjectName('My Holiday Photo (1).JPG', 'image/jpeg', now)).toBe('1767225600000-my-holiday-photo-1.jpg')
    expect(storageObjectName('Café #1?.png', 'image/png', now)).toBe('1767225600000-cafe-1.png')
    expect(storageObjectName('../../etc/passwd.png', 'image/png', now)).toBe('1767225600000-etc-passwd.png')
  })

  it('falls back to a name and the type\'s extension', () => {
    expect(storageObjectName('???', 'image/webp', now)).toBe('1767225600000-image.webp')
    expect(storageObjectName('noextension', 'image/gif', now)).toBe('1767225600000-noextension.gif')
  })

  it('caps long names', () => {
    const name = storageObjectName(`${'a'.repeat(300)}.png`, 'image/png', now)
    expect(name.length).toBeLessThanOrEqual(13 + 1 + 80 + 4)
    expect(name.endsWith('.png')).toBe(true)
  })
})
