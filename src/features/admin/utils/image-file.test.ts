import { describe, expect, it } from 'vitest'
import { imageFileProblem } from './image-file.ts'

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
