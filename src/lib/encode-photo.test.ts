import { describe, expect, it } from 'vitest'
import { qualityAttempts } from './encode-photo.ts'
import { PHOTO_QUALITY } from './image-variants.ts'

describe('qualityAttempts', () => {
  it("starts at the format's own quality and steps down only below it", () => {
    expect(qualityAttempts('image/avif')).toEqual([PHOTO_QUALITY['image/avif'], 40, 25])
    expect(qualityAttempts('image/webp')).toEqual([PHOTO_QUALITY['image/webp'], 60, 40, 25])
    expect(qualityAttempts('image/jpeg')).toEqual([PHOTO_QUALITY['image/jpeg'], 60, 40, 25])
  })
})
