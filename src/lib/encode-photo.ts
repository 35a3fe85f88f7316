import { IMAGE_MAX_BYTES } from '@/config/uploads.ts'
import { emailVariant, type ImageSize, type VariantFile, type VariantType } from './image-variants.ts'

/**
 * Encoding a decoded photo as one file of its set, in the browser: the editor's upload
 * (prepare-photo.ts) and the newsletter's JPEG copies of older sets use the same qualities, so a
 * copy made later is the file the upload would have made.
 */

/** Quality per format: what news sites serve photos at (bench:photo-lead weighs the result); AVIF's scale runs lower. */
const QUALITY: Record<VariantType, number> = { 'image/avif': 0.55, 'image/webp': 0.72, 'image/jpeg': 0.8 }
/** Tried in order when a file would exceed the bucket's limit (an extremely detailed photo). */
const FALLBACK_QUALITIES = [0.6, 0.4] as const

/** A photo that cannot be stored, with the reason to show. */
export class PhotoProblem extends Error {}

async function encode(photo: ImageBitmap, variant: VariantFile, type: VariantType, quality: number): Promise<Blob> {
  const resized = await createImageBitmap(photo, { resizeWidth: variant.width, resizeHeight: variant.height, resizeQuality: 'high' })
  const canvas = document.createElement('canvas')
  canvas.width = variant.width
  canvas.height = variant.height
  canvas.getContext('2d')?.drawImage(resized, 0, 0)
  resized.close()
  // Drawing and re-encoding keeps pixels only: EXIF (GPS position, camera serial) is not copied.
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality))
  if (!blob) throw new PhotoProblem(`The photo could not be resized to ${variant.width} px in this browser.`)
  return blob
}

/** `photo` at `variant`'s size as `type`, at the lower qualities when the first is over the bucket's limit. */
export async function encodeWithinLimit(photo: ImageBitmap, variant: VariantFile, type: VariantType): Promise<Blob> {
  for (const quality of [QUALITY[type], ...FALLBACK_QUALITIES]) {
    const blob = await encode(photo, variant, type, quality)
    if (blob.size <= IMAGE_MAX_BYTES) return blob
  }
  throw new PhotoProblem(`The photo is too detailed to store at ${variant.width} px under ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`)
}

/** The set's JPEG copy for e-mails (image-variants.ts' emailVariant), from a photo whose largest stored size is `largest`. */
export async function encodeEmailCopy(photo: ImageBitmap, largest: ImageSize): Promise<{ name: string; blob: Blob }> {
  const email = emailVariant(largest)
  return { name: email.name, blob: await encodeWithinLimit(photo, email, 'image/jpeg') }
}
