import { describe, expect, it } from 'vitest'
import { imageFileProblem, pixelSizeProblem } from './image-file.ts'

const MB = 1024 * 1024

describe('imageFileProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/heic'])('accepts a %s photo up to 25 MB, to be resized', (type) => {
    expect(imageFileProblem({ name: 'a', type, size: 25 * MB })).toBeNull()
    expect(imageFileProblem({ name: 'a', type, size: 3.9 * MB })).toBeNull()
  })

  it('accepts a GIF, stored as it is, up to 2 MB', () => {
    expect(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 2 * MB })).toBeNull()
  })

  it('refuses a file that is not an image', () => {
    expect(imageFileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      '"notes.txt" is not a supported image. Choose a PNG, JPG, GIF or WebP file.',
    )
  })

  it('refuses SVG, which can carry script', () => {
    expect(imageFileProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toMatch(/not a supported image/)
  })

  it('refuses a photo over 25 MB and a GIF over 2 MB, and says how big each is', () => {
    expect(imageFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: 26 * MB })).toBe(
      '"big.jpg" is 26.0 MB; photos can be at most 25.0 MB.',
    )
    expect(imageFileProblem({ name: 'big.gif', type: 'image/gif', size: 3 * MB })).toBe(
      '"big.gif" is 3.0 MB; GIFs can be at most 2.0 MB.',
    )
  })

  it('refuses an empty file', () => {
    expect(imageFileProblem({ name: 'e.png', type: 'image/png', size: 0 })).toMatch(/empty/)
  })
})

describe('pixelSizeProblem', () => {
  it('accepts up to 50 megapixels and refuses more, saying the size', () => {
    expect(pixelSizeProblem('a.jpg', { width: 10_000, height: 5_000 })).toBeNull()
    expect(pixelSizeProblem('bomb.png', { width: 65_000, height: 65_000 })).toBe(
      '"bomb.png" is 65,000 × 65,000 pixels (4,225 megapixels); images can have at most 50 megapixels.',
    )
    expect(pixelSizeProblem('wide.png', { width: 10_001, height: 5_000 })).toMatch(/at most 50 megapixels/)
  })
})
