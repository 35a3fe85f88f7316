import { describe, expect, it } from 'vitest'
import { emailVariant, imageSetsIn, imageSources, largestVariant, PHOTO_QUALITY, qualityAttempts, variantFiles, variantSizes } from './image-variants.ts'

const BUCKET = 'https://abc.supabase.co/storage/v1/object/public/article-images'

describe('variantFiles', () => {
  it('stores a large photo at every ladder width, the largest capped at 1600', () => {
    expect(variantFiles({ width: 4000, height: 3000 }, 'image/webp').map((file) => file.name)).toEqual([
      '480x360.webp', '800x600.webp', '1200x900.webp', '1600x1200.webp',
    ])
  })

  it('never enlarges: a 1000 px photo is stored at 480, 800 and its own 1000', () => {
    expect(variantFiles({ width: 1000, height: 667 }, 'image/jpeg').map((file) => file.name)).toEqual([
      '480x320.jpg', '800x534.jpg', '1000x667.jpg',
    ])
  })

  it('keeps a small image as one file at its own size', () => {
    expect(variantFiles({ width: 300, height: 200 }, 'image/avif')).toEqual([{ width: 300, height: 200, name: '300x200.avif' }])
  })
})

describe('variantSizes', () => {
  it('derives every width from the largest file alone, as the uploader stored them', () => {
    const stored = variantFiles({ width: 2400, height: 1600 }, 'image/webp')
    expect(variantSizes(largestVariant({ width: 2400, height: 1600 }))).toEqual(stored.map(({ width, height }) => ({ width, height })))
  })
})

describe('imageSources', () => {
  it('gives a stored set its srcset and dimensions', () => {
    expect(imageSources(`${BUCKET}/1767225600000-harbour/1600x1067.webp`)).toEqual({
      src: `${BUCKET}/1767225600000-harbour/1600x1067.webp`,
      srcSet: [480, 800, 1200].map((w) => `${BUCKET}/1767225600000-harbour/${w}x${Math.round((w * 1067) / 1600)}.webp ${w}w`)
        .concat(`${BUCKET}/1767225600000-harbour/1600x1067.webp 1600w`).join(', '),
      size: { width: 1600, height: 1067 },
    })
  })

  it('knows the demo photos', () => {
    expect(imageSources('/images/photos/world-news-1/1600x1067.webp').size).toEqual({ width: 1600, height: 1067 })
  })

  it('shows any other URL as it is', () => {
    for (const url of [
      `${BUCKET}/1767225600000-photo.jpg`,
      'https://example.com/images/1600x1067.webp',
      'https://example.com/x/storage/v1/object/public/other-bucket/set/1600x1067.webp',
      '/images/articles/world-news-1.svg',
      `${BUCKET}/set/0x0.webp`,
    ]) {
      expect(imageSources(url)).toEqual({ src: url })
    }
  })
})

describe('imageSetsIn', () => {
  it('finds the sets a featured image and a body use, once each', () => {
    const body = `<p>a</p><img src="${BUCKET}/1767225600001-quay/800x533.webp"><img src="${BUCKET}/1767225600001-quay/800x533.webp">`
    expect(imageSetsIn(`${BUCKET}/1767225600000-harbour/1600x1067.webp`, body, null)).toEqual(['1767225600000-harbour', '1767225600001-quay'])
  })

  it('takes a single-file upload as its own set', () => {
    expect(imageSetsIn(`${BUCKET}/1767225600000-photo.jpg`)).toEqual(['1767225600000-photo.jpg'])
  })

  it('ignores demo photos and external URLs', () => {
    expect(imageSetsIn('/images/photos/world-news-1/1600x1067.webp', '<img src="https://example.com/photo.jpg">')).toEqual([])
  })
})

describe('emailVariant', () => {
  it('is a JPEG at the smallest stored width sharp at twice the 544 px column, else the largest', () => {
    expect(emailVariant({ width: 1600, height: 1067 })).toEqual({ width: 1200, height: 800, name: '1200x800.jpg' })
    expect(emailVariant({ width: 1000, height: 667 })).toEqual({ width: 1000, height: 667, name: '1000x667.jpg' })
    expect(emailVariant({ width: 300, height: 200 })).toEqual({ width: 300, height: 200, name: '300x200.jpg' })
  })
})

describe('qualityAttempts', () => {
  it("starts at the format's own quality and steps down only below it", () => {
    expect(qualityAttempts('image/avif')).toEqual([PHOTO_QUALITY['image/avif'], 40, 25])
    expect(qualityAttempts('image/webp')).toEqual([PHOTO_QUALITY['image/webp'], 60, 40, 25])
    expect(qualityAttempts('image/jpeg')).toEqual([PHOTO_QUALITY['image/jpeg'], 60, 40, 25])
  })
})
