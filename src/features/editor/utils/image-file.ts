import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, PHOTO_MAX_BYTES } from '@/config/uploads.ts'

interface FileLike {
  name: string
  type: string
  size: number
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1)
}

/** A GIF is stored as it is (resizing would drop its animation); every other image is resized. */
export function isStoredAsIs(file: { type: string }): boolean {
  return file.type === 'image/gif'
}

/** Why an image cannot be uploaded, or null when it can (the bucket checks every stored file again). */
export function imageFileProblem(file: FileLike): string | null {
  if (!(IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a supported image. Choose a PNG, JPG, GIF or WebP file.`
  }
  const limit = isStoredAsIs(file) ? IMAGE_MAX_BYTES : PHOTO_MAX_BYTES
  if (file.size > limit) {
    const what = isStoredAsIs(file) ? 'GIFs' : 'photos'
    return `"${file.name}" is ${megabytes(file.size)} MB; ${what} can be at most ${megabytes(limit)} MB.`
  }
  if (file.size === 0) return `"${file.name}" is empty.`
  return null
}

/** Why a photo of this many pixels cannot be used, or null when it can. */
export function pixelSizeProblem(name: string, size: { width: number; height: number }): string | null {
  const pixels = size.width * size.height
  if (pixels <= IMAGE_MAX_PIXELS) return null
  const n = (value: number) => value.toLocaleString('en-US')
  return `"${name}" is ${n(size.width)} × ${n(size.height)} pixels (${n(Math.round(pixels / 1_000_000))} megapixels); images can have at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`
}
