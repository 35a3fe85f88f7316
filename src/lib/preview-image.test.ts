import { previewImage } from './preview-image.ts'

describe('previewImage', () => {
  it('picks the narrowest stored width of at least 1200 px', () => {
    expect(previewImage('/images/photos/city/1600x1067.webp')).toEqual({ src: '/images/photos/city/1200x800.webp', size: { width: 1200, height: 800 } })
  })

  it("shows an AVIF set's JPEG copy, which every preview bot reads", () => {
    expect(previewImage('/images/photos/city/1600x1067.avif')).toEqual({ src: '/images/photos/city/1200x800.jpg', size: { width: 1200, height: 800 } })
    expect(previewImage('/images/photos/city/800x600.avif')).toEqual({ src: '/images/photos/city/800x600.jpg', size: { width: 800, height: 600 } })
  })

  it('keeps the largest when no width reaches 1200 px, and any other URL as it is', () => {
    expect(previewImage('http://127.0.0.1:54321/storage/v1/object/public/article-images/set1/800x600.jpg').size).toEqual({ width: 800, height: 600 })
    expect(previewImage('/images/default-article.svg')).toEqual({ src: '/images/default-article.svg' })
  })
})
