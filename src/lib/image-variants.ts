/**
 * An uploaded photo is stored as a set of widths in one folder, each file named for its size:
 * `…/article-images/<set>/1600x1067.avif` beside `480x320.avif`, `800x533.avif`, `1200x800.avif`.
 * The article keeps the URL of the largest, which is a plain image URL to anything that reads it
 * (RSS, og:image, an old client), and which names the image's dimensions and, through the fixed
 * ladder below, every smaller width: no column, draft, autosave or revision has to carry more.
 * The demo photos (`/images/photos/<set>/…`) follow the same rule. Any other URL is shown as is.
 */

/** The widths an upload is stored at (those below the photo's own width, plus the largest). */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600] as const

export interface ImageSize {
  width: number
  height: number
}

export interface VariantFile extends ImageSize {
  /** The file name inside the set's folder, e.g. `800x533.avif`. */
  name: string
}

const EXTENSION_BY_TYPE = { 'image/avif': 'avif', 'image/webp': 'webp', 'image/jpeg': 'jpg' } as const

export type VariantType = keyof typeof EXTENSION_BY_TYPE

/**
 * The quality each format is stored at, 0–100 (libavif's scale for AVIF: 4:2:0, as browsers'
 * AVIF encoders write it). The editor (prepare-photo.ts), the archive import and the demo photo
 * painter (build/photos/demo-photos.ts) all use these. AVIF 45 keeps a phone's 800 px lead photo
 * around 26 KB, within one congestion window on a slow phone line, where WebP 72 took 50–57 KB
 * and two (docs/performance.md).
 */
export const PHOTO_QUALITY: Record<VariantType, number> = { 'image/avif': 45, 'image/webp': 72, 'image/jpeg': 80 }

/** Tried in order, below the format's own quality, when a file would exceed the bucket's limit (an extremely detailed photo). */
const FALLBACK_QUALITIES = [60, 40, 25] as const

/**
 * The qualities (0–100) a file of `type` is encoded at until one fits the bucket: the format's
 * own, then lower ones. The editor's upload and the archive import step down alike.
 */
export function qualityAttempts(type: VariantType): number[] {
  const quality = PHOTO_QUALITY[type]
  return [quality, ...FALLBACK_QUALITIES.filter((lower) => lower < quality)]
}

/** The folders whose files follow the naming rule: the Storage bucket and the demo photos. */
export const VARIANT_URL = /^(.*\/(?:storage\/v1\/object\/public\/article-images|images\/photos)\/[\w.-]+)\/(\d{1,4})x(\d{1,4})\.(avif|webp|jpg)$/

/** The sizes a set holds, smallest first, given the largest (whose ratio every width keeps). */
export function variantSizes(largest: ImageSize): ImageSize[] {
  const smaller = IMAGE_WIDTHS.filter((width) => width < largest.width)
  return [
    ...smaller.map((width) => ({ width, height: Math.max(1, Math.round((width * largest.height) / largest.width)) })),
    largest,
  ]
}

/** The largest size stored for a photo of `source` size: at most the ladder's top width. */
export function largestVariant(source: ImageSize): ImageSize {
  const top = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? source.width
  if (source.width <= top) return { width: source.width, height: source.height }
  return { width: top, height: Math.max(1, Math.round((top * source.height) / source.width)) }
}

/** The files to store for a photo of `source` size, encoded as `type`. */
export function variantFiles(source: ImageSize, type: VariantType): VariantFile[] {
  const extension = EXTENSION_BY_TYPE[type]
  return variantSizes(largestVariant(source)).map((size) => ({ ...size, name: `${size.width}x${size.height}.${extension}` }))
}

/** The column newsletters lay an article's image out in (600 px less the card's padding). */
export const EMAIL_COLUMN_WIDTH = 544

/**
 * The file of a set that e-mails show: a JPEG (Outlook on Windows shows no WebP or AVIF), at the
 * smallest stored width sharp at twice the column, else the largest. The editor and the demo
 * photo painter store it beside the set's other widths, whatever format those are in.
 */
export function emailVariant(largest: ImageSize): VariantFile {
  const sizes = variantSizes(largest)
  const chosen = sizes.find((size) => size.width >= EMAIL_COLUMN_WIDTH * 2) ?? sizes[sizes.length - 1] ?? largest
  return { ...chosen, name: `${chosen.width}x${chosen.height}.jpg` }
}

export interface ImageSources {
  src: string
  /** Every stored width, for `srcset`; absent for an image stored as a single file. */
  srcSet?: string
  /** The largest file's dimensions, for `width`/`height` (the aspect ratio the layout reserves). */
  size?: ImageSize
}

/** What an `<img>` needs to show `url`: its widths when it is a stored set, else the URL alone. */
export function imageSources(url: string): ImageSources {
  const match = VARIANT_URL.exec(url)
  if (!match) return { src: url }
  const [, folder = '', width = '', height = '', extension = ''] = match
  const largest = { width: Number(width), height: Number(height) }
  if (largest.width < 1 || largest.height < 1) return { src: url }
  const srcSet = variantSizes(largest).map((size) => `${folder}/${size.width}x${size.height}.${extension} ${size.width}w`).join(', ')
  return { src: url, srcSet, size: largest }
}

const STORED_SET = /\/storage\/v1\/object\/public\/article-images\/([^/?#"'\s<>&]+)/g

/**
 * The sets a featured image URL or an article body uses: the first segment of each object name
 * in the bucket they link to (a stored set's folder, or a single-file upload's own name), as the
 * editor writes them: the sets to offer for release after a save. `private.image_sets_of`, which
 * decides what is still used, also reads escaped and encoded forms. Demo photos and external URLs
 * are never ours to remove, so they are not sets.
 */
export function imageSetsIn(...texts: readonly (string | null | undefined)[]): string[] {
  const sets = texts.flatMap((text) => [...(text ?? '').matchAll(STORED_SET)].map((match) => match[1] ?? ''))
  return [...new Set(sets)].filter(Boolean)
}
