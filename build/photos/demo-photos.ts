import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { PHOTO_QUALITY } from '../../src/lib/image-variants.ts'
import { claimDemoPhotosGeneration, DEMO_PHOTO_SOURCE, demoPhotoFiles, demoPhotosDir, staleDemoPhotoSets } from './demo-photo-sets.ts'
import { synthesizePhoto } from './synthetic-photo.ts'

/**
 * The demo articles' photographs: one per illustration in public/images/articles, painted by
 * synthetic-photo.ts at a phone photo's 2400×1600 and stored the way the editor stores an upload
 * (src/features/editor/utils/prepare-photo.ts): every width of image-variants.ts as AVIF at the
 * same quality (PHOTO_QUALITY), and the newsletter's JPEG copy, in public/images/photos/<name>/. So `npm start`, the bench and Lighthouse move the
 * bytes a real newsroom's photos weigh. Generated, not committed (about 10 MB); kept between runs.
 * A build paints what is missing before it copies public/ (build/vite-plugins/vite-demo-photos.ts); the dev
 * server answers at once and paints them in the background (paint-demo-photos.ts).
 */
/**
 * libaom's effort for the demo sets: 0, the fastest. A set takes about 0.4 s at 0 (less than
 * WebP took), 0.9 s at 1, 15 s at sharp's default 4, for files within a few percent of the same
 * size; the first `npm start` paints every set, and its first screens wait for them.
 */
const AVIF_EFFORT = 0

function encoded(resized: Sharp, name: string): Promise<Buffer> {
  if (name.endsWith('.jpg')) return resized.jpeg({ quality: PHOTO_QUALITY['image/jpeg'], mozjpeg: true }).toBuffer()
  // 4:2:0, as the editor's encoder writes it (sharp's default, 4:4:4, is a third larger).
  return resized.avif({ quality: PHOTO_QUALITY['image/avif'], effort: AVIF_EFFORT, chromaSubsampling: '4:2:0' }).toBuffer()
}

/** The seed a demo photo's scene is painted from (its alt text in seed.sql describes that scene). */
export function demoPhotoSeed(name: string): number {
  let hash = 2166136261
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}

/**
 * Paints one set. Each file is written beside its place and then renamed into it, so a dev server
 * serving the folder, or a build and a dev server painting it at once, never read half a file.
 */
export async function paintDemoPhotoSet(publicDir: string, name: string): Promise<void> {
  const folder = path.join(demoPhotosDir(publicDir), name)
  const photo = await synthesizePhoto({ ...DEMO_PHOTO_SOURCE, seed: demoPhotoSeed(name) })
  mkdirSync(folder, { recursive: true })
  for (const file of demoPhotoFiles()) {
    const bytes = await encoded(sharp(photo).resize(file.width, file.height), file.name)
    const target = path.join(folder, file.name)
    const temporary = `${target}.${process.pid}.tmp`
    writeFileSync(temporary, bytes)
    renameSync(temporary, target)
  }
}

/**
 * Paints the sets named in `queue` two at a time (painting is single-threaded JavaScript, encoding
 * runs on libvips' threads), in order, each worker taking the next name when it is free: a caller
 * may reorder the queue meanwhile to have a set painted sooner. `painted` hears of each set done.
 */
export async function paintDemoPhotoSets(publicDir: string, queue: string[], painted: (name: string) => void = () => undefined): Promise<void> {
  claimDemoPhotosGeneration(publicDir)
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      await paintDemoPhotoSet(publicDir, name)
      painted(name)
    }
  }
  await Promise.all([worker(), worker()])
}

/** Makes whatever demo photos are missing or stale, before returning (a build); returns how many sets it made. */
export async function ensureDemoPhotos(publicDir: string): Promise<number> {
  const stale = staleDemoPhotoSets(publicDir)
  await paintDemoPhotoSets(publicDir, [...stale])
  return stale.length
}
