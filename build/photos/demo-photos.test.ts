import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imageSources } from '../../src/lib/image-variants.ts'
import { DEMO_PHOTOS_URL, demoPhotoFiles } from './demo-photo-sets.ts'
import { demoPhotoSeed, paintDemoPhotoSet } from './demo-photos.ts'
import { describeScene, synthesizePhoto } from './synthetic-photo.ts'

const root = path.resolve(import.meta.dirname, '../..')
const MB = 1024 * 1024

/** How the seed refers to the photo set standing in for an illustration: its largest file. */
const demoPhotoUrl = (name: string) => `${DEMO_PHOTOS_URL}/${name}/${demoPhotoFiles().at(-1)?.name ?? ''}`
/** The alt text the seed gives a demo photo: what its painted scene shows. */
const demoPhotoAlt = (name: string) => describeScene(demoPhotoSeed(name))

describe('the demo photos', () => {
  it('are what every image in the seed shows, one set per illustration', () => {
    const names = readdirSync(path.join(root, 'public/images/articles')).map((file) => file.replace(/\.svg$/, ''))
    const seed = readFileSync(path.join(root, 'supabase/seed.sql'), 'utf8')
    const urls = [...new Set(seed.match(/\/images\/(?:articles|photos)\/[^"'\s]+/g))]
    expect(urls.length).toBeGreaterThan(20)
    for (const url of urls) {
      const name = /^\/images\/photos\/([a-z0-9-]+)\//.exec(url)?.[1] ?? ''
      expect(names).toContain(name)
      expect(url).toBe(demoPhotoUrl(name))
      expect(imageSources(url).srcSet?.split(', ')).toHaveLength(4)
    }
  })

  it('are described by their alt texts in the seed (what the painted scene shows, not the illustration it replaced)', () => {
    const seed = readFileSync(path.join(root, 'supabase/seed.sql'), 'utf8')
    const featured = [...seed.matchAll(/'\/images\/photos\/([a-z0-9-]+)\/[^']+',\s*'((?:[^']|'')*)'/g)]
    const inBodies = [...seed.matchAll(/<img src="\/images\/photos\/([a-z0-9-]+)\/[^"]+" alt="([^"]*)"/g)]
    expect(featured.length).toBeGreaterThan(50)
    expect(inBodies.length).toBeGreaterThan(5)
    for (const [, name = '', alt] of [...featured, ...inBodies]) expect(alt, name).toBe(demoPhotoAlt(name))
    expect(seed).not.toMatch(/<img src="\/images\/photos\/(?![^>]*alt=)/)
    expect(demoPhotoAlt('political-1')).toMatch(/^[A-Z][a-z]+( and [a-z]+)? hills under a cloudy /)
  })
})

/** Painting a full-size photo takes about 2 s of a core: far more on a machine shared with heavy work. */
const PAINTING_MS = 120_000

describe('paintDemoPhotoSet', () => {
  it('stores every width as AVIF, a phone\'s 800 px lead photo within one congestion window, beside the newsletter\'s JPEG', async () => {
    const publicDir = mkdtempSync(path.join(os.tmpdir(), 'demo-photos-'))
    try {
      await paintDemoPhotoSet(publicDir, 'world-news-1')
      const folder = path.join(publicDir, DEMO_PHOTOS_URL, 'world-news-1')
      expect(readdirSync(folder).sort()).toEqual(demoPhotoFiles().map((file) => file.name).sort())
      for (const file of demoPhotoFiles()) {
        const metadata = await sharp(path.join(folder, file.name)).metadata()
        // sharp names AVIF by its container, HEIF, and tells the codec apart.
        expect([metadata.format, metadata.compression, metadata.width, metadata.height], file.name).toEqual(
          file.name.endsWith('.jpg') ? ['jpeg', undefined, file.width, file.height] : ['heif', 'av1', file.width, file.height],
        )
      }
      // About 14 KB of TCP's first window (10 segments) carry the HTML; a second window's 29 KB the photo.
      expect(readFileSync(path.join(folder, '800x534.avif')).length).toBeLessThanOrEqual(29 * 1024)
    } finally {
      rmSync(publicDir, { recursive: true, force: true })
    }
  }, PAINTING_MS)
})

describe('synthesizePhoto', () => {
  it('weighs what a camera photograph weighs: 2400×1600 at about 1.4 MB', async () => {
    const jpeg = await synthesizePhoto({ width: 2400, height: 1600, seed: 7 })
    expect(jpeg.length).toBeGreaterThan(1.2 * MB)
    expect(jpeg.length).toBeLessThan(1.6 * MB)
  }, PAINTING_MS)

  it('writes a phone\'s EXIF, GPS position included, when asked', async () => {
    const jpeg = await synthesizePhoto({ width: 400, height: 300, seed: 7, exif: true })
    const exif = (await sharp(jpeg).metadata()).exif?.toString('latin1') ?? ''
    expect(exif).toContain('Camera 12')
    expect((await sharp(await synthesizePhoto({ width: 400, height: 300, seed: 7 })).metadata()).exif).toBeUndefined()
  }, PAINTING_MS)
})
