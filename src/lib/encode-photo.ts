import { IMAGE_MAX_BYTES } from '@/config/uploads.ts'
import { emailVariant, qualityAttempts, type ImageSize, type VariantFile, type VariantType } from './image-variants.ts'

/**
 * Encoding a decoded photo as one file of its set, in the browser: the editor's upload
 * (prepare-photo.ts) and the newsletter's JPEG copies of older sets use the same qualities, so a
 * copy made later is the file the upload would have made.
 */

/** A photo that cannot be stored (undecodable, too large, too detailed): its message is shown as is. */
export class PhotoProblem extends Error {}

/** Writes pixels as a file where the canvas cannot (the editor's WebAssembly AVIF encoder). */
export interface PixelEncoder {
  encode(image: ImageData, quality: number): Promise<Blob>
}

async function encode(photo: ImageBitmap, variant: VariantFile, type: VariantType, quality: number, pixels?: PixelEncoder): Promise<Blob> {
  const resized = await createImageBitmap(photo, { resizeWidth: variant.width, resizeHeight: variant.height, resizeQuality: 'high' })
  const canvas = document.createElement('canvas')
  canvas.width = variant.width
  canvas.height = variant.height
  const context = canvas.getContext('2d', { willReadFrequently: Boolean(pixels) })
  context?.drawImage(resized, 0, 0)
  resized.close()
  // Drawing and re-encoding keeps pixels only: EXIF (GPS position, camera serial) is not copied.
  if (pixels && context) return pixels.encode(context.getImageData(0, 0, variant.width, variant.height), quality)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality / 100))
  if (!blob) throw new PhotoProblem(`The photo could not be resized to ${variant.width} px in this browser.`)
  return blob
}

/**
 * `photo` at `variant`'s size as `type` (by `pixels` when given, else the canvas), at the lower
 * qualities when the first is over the bucket's limit.
 */
export async function encodeWithinLimit(photo: ImageBitmap, variant: VariantFile, type: VariantType, pixels?: PixelEncoder): Promise<Blob> {
  for (const quality of qualityAttempts(type)) {
    const blob = await encode(photo, variant, type, quality, pixels)
    if (blob.size <= IMAGE_MAX_BYTES) return blob
  }
  throw new PhotoProblem(`The photo is too detailed to store at ${variant.width} px under ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`)
}

/** The set's JPEG copy for e-mails (image-variants.ts' emailVariant), from a photo whose largest stored size is `largest`. */
export async function encodeEmailCopy(photo: ImageBitmap, largest: ImageSize): Promise<{ name: string; blob: Blob }> {
  const email = emailVariant(largest)
  return { name: email.name, blob: await encodeWithinLimit(photo, email, 'image/jpeg') }
}
