import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { claimDemoPhotosGeneration, DEMO_PHOTO_SOURCE, demoPhotoFiles, demoPhotosDir, staleDemoPhotoSets } from './demo-photo-sets.ts'
import { synthesizePhoto } from './synthetic-photo.ts'

/**
 * The demo articles' photographs: one per illustration in public/images/articles, painted by
 * synthetic-photo.ts at a phone photo's 2400×1600 and stored the way the editor stores an upload
 * (src/features/editor/utils/prepare-photo.ts): every width of image-variants.ts as WebP at the
 * same quality, and the newsletter's JPEG copy, in public/images/photos/<name>/. So `npm start`, the bench and Lighthouse move the
 * bytes a real newsroom's photos weigh. Generated, not committed (about 17 MB); kept between runs.
 * A build paints what is missing before it copies public/ (build/vite-plugins/vite-demo-photos.ts); the dev
 * server answers at once and paints them in the background (paint-demo-photos.ts).
 */
const WEBP_QUALITY = 72
/** The newsletter's JPEG copy, at the editor's JPEG quality (prepare-photo.ts). */
const JPEG_QUALITY = 80

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
    const resized = sharp(photo).resize(file.width, file.height)
    const bytes = await (file.name.endsWith('.jpg') ? resized.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }) : resized.webp({ quality: WEBP_QUALITY })).toBuffer()
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
