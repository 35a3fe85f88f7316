import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES } from '@/config/site.ts'

interface FileLike {
  name: string
  type: string
  size: number
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1)
}

/** Why a featured image cannot be uploaded, or null when it can (the bucket checks again). */
export function imageFileProblem(file: FileLike): string | null {
  if (!(IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a supported image. Choose a PNG, JPG, GIF or WebP file.`
  }
  if (file.size > IMAGE_MAX_BYTES) {
    return `"${file.name}" is ${megabytes(file.size)} MB; images can be at most ${megabytes(IMAGE_MAX_BYTES)} MB.`
  }
  if (file.size === 0) return `"${file.name}" is empty.`
  return null
}
