import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { variantFiles } from '../../src/lib/image-variants.ts'
import { describeScene, synthesizePhoto } from './synthetic-photo.ts'

/**
 * The demo articles' photographs: one per illustration in public/images/articles, painted by
 * synthetic-photo.ts at a phone photo's 2400×1600 and stored the way the editor stores an upload
 * (src/features/admin/utils/prepare-photo.ts): every width of image-variants.ts as WebP at the
 * same quality, in public/images/photos/<name>/. So `npm start`, the bench and Lighthouse move the
 * bytes a real newsroom's photos weigh. Generated, not committed (about 17 MB); kept between runs.
 */
const SOURCE = { width: 2400, height: 1600 }
const WEBP_QUALITY = 72
/** Bumped whenever the painting or the encoding changes, so old files are made again. */
const GENERATION = '2'

export const DEMO_PHOTOS_URL = '/images/photos'

/** The demo photo set standing in for an illustration, as the seed refers to it. */
export function demoPhotoUrl(name: string): string {
  const largest = variantFiles(SOURCE, 'image/webp').at(-1)
  return `${DEMO_PHOTOS_URL}/${name}/${largest?.name ?? ''}`
}

function seedOf(name: string): number {
  let hash = 2166136261
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}

/** The alt text of a demo photo: what its scene shows (seed.sql uses it, demo-photos.test.ts checks). */
export function demoPhotoAlt(name: string): string {
  return describeScene(seedOf(name))
}

async function writeSet(folder: string, name: string) {
  const photo = await synthesizePhoto({ ...SOURCE, seed: seedOf(name) })
  mkdirSync(folder, { recursive: true })
  for (const file of variantFiles(SOURCE, 'image/webp')) {
    const bytes = await sharp(photo).resize(file.width, file.height).webp({ quality: WEBP_QUALITY }).toBuffer()
    writeFileSync(path.join(folder, file.name), bytes)
  }
}

/** Makes whatever demo photos are missing or stale; returns how many sets it made. */
export async function ensureDemoPhotos(publicDir: string): Promise<number> {
  const names = readdirSync(path.join(publicDir, 'images/articles')).filter((file) => file.endsWith('.svg')).map((file) => file.slice(0, -4))
  const root = path.join(publicDir, DEMO_PHOTOS_URL)
  const marker = path.join(root, '.generation')
  const current = existsSync(marker) && readFileSync(marker, 'utf8') === GENERATION
  const missing = names.filter((name) => !current || !variantFiles(SOURCE, 'image/webp').every((file) => existsSync(path.join(root, name, file.name))))
  // Two at a time: painting is single-threaded JavaScript, encoding runs on libvips' threads.
  for (let start = 0; start < missing.length; start += 2) {
    await Promise.all(missing.slice(start, start + 2).map((name) => writeSet(path.join(root, name), name)))
  }
  mkdirSync(root, { recursive: true })
  writeFileSync(marker, GENERATION)
  return missing.length
}
