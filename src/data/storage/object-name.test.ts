import { describe, expect, it } from 'vitest'
import { imageSetName, storageObjectName } from './object-name.ts'

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

  it('names an image set\'s folder without the extension', () => {
    expect(imageSetName('My Holiday Photo (1).HEIC', now)).toBe('1767225600000-my-holiday-photo-1')
    expect(imageSetName('???', now)).toBe('1767225600000-image')
  })
})
