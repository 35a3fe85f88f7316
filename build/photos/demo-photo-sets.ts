import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { TRENDING_SIZE } from '../../src/config/site-catalogue.ts'
import { emailVariant, largestVariant, variantFiles, type VariantFile } from '../../src/lib/image-variants.ts'

/**
 * Which demo photo sets there are and which are painted (demo-photos.ts paints them). Kept apart
 * from the painting, which loads sharp: the dev server checks this on its start path.
 */

/** A phone photo's size: what each set is painted at before it is scaled to every width. */
export const DEMO_PHOTO_SOURCE = { width: 2400, height: 1600 }
/** Bumped whenever the painting or the encoding changes, so old files are made again. */
const GENERATION = '3'

export const DEMO_PHOTOS_URL = '/images/photos'

/** The names of the demo photo sets: one per illustration in public/images/articles. */
export function demoPhotoNames(publicDir: string): string[] {
  return readdirSync(path.join(publicDir, 'images/articles')).filter((file) => file.endsWith('.svg')).map((file) => file.slice(0, -4))
}

/**
 * The files of one set: every width of image-variants.ts as AVIF, as the editor stores them, and
 * first the JPEG copy newsletters show (emailVariant), which the editor stores too. The last is
 * the largest, which the seed names.
 */
export function demoPhotoFiles(): VariantFile[] {
  return [emailVariant(largestVariant(DEMO_PHOTO_SOURCE)), ...variantFiles(DEMO_PHOTO_SOURCE, 'image/avif')]
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

const UNIT_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000 }

/** The age a seed interval states ('3 days 4 hours'), in ms; unreadable parts count as none. */
function intervalMs(text: string): number {
  return [...text.matchAll(/(\d+)\s*(minute|hour|day|week)s?/g)].reduce((sum, [, count = '0', unit = '']) => sum + Number(count) * (UNIT_MS[unit] ?? 0), 0)
}

interface SeedPhoto {
  name: string
  /** How old the article is, as the seed dates it. */
  ageMs: number
  featured: boolean
}

/**
 * The featured image of each seed article, with its age and featured flag, read as the seed
 * writes a row: `now() - interval '…'` (the publish date), the image on the next line, then its
 * `featured, breaking` flags.
 */
function seedPhotos(seedSql: string): SeedPhoto[] {
  return [...seedSql.matchAll(/now\(\) - interval '([^']+)',[^\n]*\n\s*'\/images\/photos\/([a-z0-9-]+)\/[^\n]*\n\s*(true|false)/g)]
    .map(([, interval = '', name = '', featured]) => ({ name, ageMs: intervalMs(interval), featured: featured === 'true' }))
}

/**
 * The sets the home page's first screens show, as home_page() picks its articles from the seed:
 * the lead's (the newest article: all a phone's first screen shows a photo of), then trending's
 * (the newest featured articles, filled up with the newest others: beside the lead on a wider screen).
 */
export function firstScreenSets(seedSql: string): string[] {
  return firstScreensOf(seedPhotos(seedSql))
}

function firstScreensOf(photos: readonly SeedPhoto[]): string[] {
  const newest = [...photos].sort((a, b) => a.ageMs - b.ageMs)
  const trending = [...newest.filter((photo) => photo.featured), ...newest.filter((photo) => !photo.featured)].slice(0, TRENDING_SIZE)
  return [...new Set([...newest.slice(0, 1), ...trending].map((photo) => photo.name))]
}

/**
 * The sets in the order a newcomer sees them: the home page's first screens' (firstScreenSets),
 * then the others by the newest article that uses each (the newer, the higher on the home page and
 * its category pages), and sets no article leads with last. The dev server paints them in this
 * order, so the first page is complete first.
 */
export function firstScreensFirst(names: readonly string[], seedSql: string): string[] {
  const photos = seedPhotos(seedSql)
  const firstScreens = firstScreensOf(photos).filter((name) => names.includes(name))
  const age = new Map<string, number>()
  for (const photo of photos) age.set(photo.name, Math.min(age.get(photo.name) ?? Infinity, photo.ageMs))
  const others = names.filter((name) => !firstScreens.includes(name)).sort((a, b) => (age.get(a) ?? Infinity) - (age.get(b) ?? Infinity))
  return [...firstScreens, ...others]
}

/**
 * Moves `name` forward in the painting `queue` because a page asked for it (`asked` holds the sets
 * asked for so far): behind the sets asked for earlier, which wait at the front in the order
 * asked, and ahead of the rest. A page asks for its first screen's photos before those below it,
 * so they are painted first; moving each asked set to the very front would paint the last asked
 * (the furthest down the page) first.
 */
export function paintWhenAsked(queue: string[], asked: Set<string>, name: string): void {
  const at = queue.indexOf(name)
  if (at < 0 || asked.has(name)) return
  queue.splice(at, 1)
  let front = 0
  while (front < queue.length && asked.has(queue[front] ?? '')) front++
  queue.splice(front, 0, name)
  asked.add(name)
}
