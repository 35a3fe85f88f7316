import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES, PHOTO_MAX_BYTES } from '@/config/uploads.ts'

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
