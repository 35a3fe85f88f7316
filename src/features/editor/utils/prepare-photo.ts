import type { SetFile } from '@/data/storage/image-sets.ts'
import { encodeEmailCopy, encodeWithinLimit, PhotoProblem } from '@/lib/encode-photo.ts'
import { imagePixelSize } from '@/lib/image-pixel-size.ts'
import { emailVariant, variantFiles, type ImageSize, type VariantType } from '@/lib/image-variants.ts'
import { avifEncoder } from './avif-encoder.ts'
import { pixelSizeProblem } from './image-file.ts'
import { chooseEncoding, encodeWithFallback, type Encoding } from './photo-encoding.ts'

let canvasFormat: Promise<VariantType> | undefined

async function canvasEncodes(type: VariantType): Promise<boolean> {
  const canvas = document.createElement('canvas')
  canvas.width = 1
  canvas.height = 1
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type))
  return blob?.type === type
}

/** The best format this browser's canvas encodes: AVIF, else WebP, else JPEG (a browser returns PNG for a type it cannot write). */
function canvasEncoding(): Promise<VariantType> {
  canvasFormat ??= (async () => {
    if (await canvasEncodes('image/avif')) return 'image/avif'
    return (await canvasEncodes('image/webp')) ? 'image/webp' : 'image/jpeg'
  })()
  return canvasFormat
}

/** Enough of a file for any header: a JPEG's frame header may follow 64 KB segments of EXIF and more. */
const HEADER_BYTES = 1024 * 1024

/**
 * The size an image's header states, read from its first bytes without decoding it (a browser
 * refuses to even load some huge images, which would say nothing about why); null when the header
 * does not tell. No <img> is loaded to ask instead: a blob: image is outside the site's
 * Content-Security-Policy, and a file no header reader knows is decoded next anyway, where an
 * unreadable one is refused with its reason.
 */
async function statedSize(file: File): Promise<ImageSize | null> {
  const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer())
  return imagePixelSize(header, file.type)
}

/**
 * Refuses an image over the pixel limit before anything decodes it: createImageBitmap would
 * allocate every pixel the header claims, and a GIF stored as it is would make every reader's
 * browser do so.
 */
export async function refuseOversizedImage(file: File): Promise<void> {
  const size = await statedSize(file)
  const tooLarge = size && pixelSizeProblem(file.name, size)
  if (tooLarge) throw new PhotoProblem(tooLarge)
}

async function decode(file: File): Promise<ImageBitmap> {
  try {
    // from-image: a phone's portrait photo stands upright, as its EXIF orientation says.
    return await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new PhotoProblem(`"${file.name}" could not be read as an image by this browser. Save it as JPEG or PNG and try again.`)
  }
}

export interface PreparedPhoto {
  files: SetFile[]
  size: ImageSize
}

/** The set's files in `encoding`: the newsletter's JPEG first, then every width, smallest first. */
async function encodeSet(photo: ImageBitmap, { type, wasm }: Encoding): Promise<SetFile[]> {
  const variants = variantFiles({ width: photo.width, height: photo.height }, type)
  const largest = variants[variants.length - 1] ?? { width: photo.width, height: photo.height }
  // The newsletter's copy, as JPEG whatever the set's format (mail clients show no WebP or
  // AVIF); first, since the set's last file is the one the article keeps.
  const files: SetFile[] = []
  if (!variants.some((variant) => variant.name === emailVariant(largest).name)) files.push(await encodeEmailCopy(photo, largest))
  // One at a time: a 4000×3000 photo decoded once plus one variant in memory, not four.
  for (const variant of variants) {
    files.push({ name: variant.name, blob: await encodeWithinLimit(photo, variant, type, type === 'image/avif' ? wasm : undefined) })
  }
  return files
}

/**
 * Resizes a photo in the browser to the widths the site shows (image-variants.ts), as AVIF where
 * this browser can have it (chooseEncoding), plus the JPEG newsletters show, each file under the
 * bucket's limit. The original never leaves the editor's machine.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const photo = await decode(file)
  try {
    const encoding = await chooseEncoding(await canvasEncoding(), avifEncoder)
    return { files: await encodeWithFallback(encoding, canvasEncoding, (chosen) => encodeSet(photo, chosen)), size: { width: photo.width, height: photo.height } }
  } finally {
    photo.close()
  }
}
