import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { emailVariant, largestVariant, variantFiles, type VariantFile } from '../../src/lib/image-variants.ts'

/**
 * Which demo photo sets there are and which are painted (demo-photos.ts paints them). Kept apart
 * from the painting, which loads sharp: the dev server checks this on its start path.
 */

/** A phone photo's size: what each set is painted at before it is scaled to every width. */
export const DEMO_PHOTO_SOURCE = { width: 2400, height: 1600 }
/** Bumped whenever the painting or the encoding changes, so old files are made again. */
const GENERATION = '2'

export const DEMO_PHOTOS_URL = '/images/photos'

/** The names of the demo photo sets: one per illustration in public/images/articles. */
export function demoPhotoNames(publicDir: string): string[] {
  return readdirSync(path.join(publicDir, 'images/articles')).filter((file) => file.endsWith('.svg')).map((file) => file.slice(0, -4))
}

/**
 * The files of one set: every width of image-variants.ts as WebP, as the editor stores them, and
 * first the JPEG copy newsletters show (emailVariant), which the editor stores too. The last is
 * the largest, which the seed names.
 */
export function demoPhotoFiles(): VariantFile[] {
  return [emailVariant(largestVariant(DEMO_PHOTO_SOURCE)), ...variantFiles(DEMO_PHOTO_SOURCE, 'image/webp')]
}

export const demoPhotosDir = (publicDir: string): string => path.join(publicDir, DEMO_PHOTOS_URL)
const markerOf = (publicDir: string) => path.join(demoPhotosDir(publicDir), '.generation')

function isCurrent(publicDir: string): boolean {
  return existsSync(markerOf(publicDir)) && readFileSync(markerOf(publicDir), 'utf8') === GENERATION
}

/** The sets to paint: those missing a file, or all of them when an older GENERATION painted them. */
export function staleDemoPhotoSets(publicDir: string): string[] {
  if (!isCurrent(publicDir)) return demoPhotoNames(publicDir)
  const root = demoPhotosDir(publicDir)
  return demoPhotoNames(publicDir).filter((name) => !demoPhotoFiles().every((file) => existsSync(path.join(root, name, file.name))))
}

/**
 * Called before painting: files of an older GENERATION (or of none) are removed and the folder is
 * marked as this generation's, so a painting stopped halfway keeps the sets it finished and the
 * next one paints only the rest.
 */
export function claimDemoPhotosGeneration(publicDir: string): void {
  if (isCurrent(publicDir)) return
  rmSync(demoPhotosDir(publicDir), { recursive: true, force: true })
  mkdirSync(demoPhotosDir(publicDir), { recursive: true })
  writeFileSync(markerOf(publicDir), GENERATION)
}
