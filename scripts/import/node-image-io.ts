import type { SupabaseClient } from '@supabase/supabase-js'
import sharp, { type Sharp } from 'sharp'
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '../../src/config/uploads.ts'
import { uploadImageSet, type SetFile } from '../../src/data/storage/image-sets.ts'
import { imageSetName } from '../../src/data/storage/object-name.ts'
import { emailVariant, largestVariant, PHOTO_QUALITY, qualityAttempts, variantFiles } from '../../src/lib/image-variants.ts'
import type { FetchedImage, ImageIo } from '../../src/lib/import/write/image-pipeline.ts'

/**
 * The upload pipeline the editor runs in the browser (lib/image-variants.ts: the widths of the
 * ladder, named for their size, EXIF dropped), done with sharp for the command line: AVIF at the
 * editor's qualities (qualityAttempts), lower when a file would pass the bucket's limit; a GIF
 * stored as it is.
 */

const MAX_BYTES = 25 * 1024 * 1024

async function avifWithinLimit(image: Sharp, width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  for (const quality of qualityAttempts('image/avif')) {
    // libaom's fastest effort and 4:2:0, as the demo photos (build/photos/demo-photos.ts): an
    // archive's thousands of photos at sharp's default effort would take 15 s a set.
    const buffer = await image.clone().resize(width, height, { fit: 'fill' }).avif({ quality, effort: 0, chromaSubsampling: '4:2:0' }).toBuffer()
    if (buffer.byteLength <= IMAGE_MAX_BYTES) return new Uint8Array(buffer)
  }
  throw new Error(`it is too detailed to store at ${width} px under ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`)
}

/** The image's set of files, ready to upload (or one GIF). */
export async function photoSet(image: FetchedImage): Promise<SetFile[]> {
  const decoder = sharp(image.bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false }).rotate()
  const meta = await decoder.metadata().catch(() => {
    throw new Error('it is not an image sharp can read')
  })
  if (meta.format === 'gif') {
    if (image.bytes.byteLength > IMAGE_MAX_BYTES) throw new Error('it is a GIF over 2 MB')
    return [{ name: 'image.gif', blob: new Blob([new Uint8Array(image.bytes)], { type: 'image/gif' }) }]
  }
  // metadata() reports the stored orientation; 5–8 are a quarter turn, which rotate() applies.
  const turned = (meta.orientation ?? 1) >= 5
  const size = { width: (turned ? meta.height : meta.width) ?? 0, height: (turned ? meta.width : meta.height) ?? 0 }
  if (size.width < 1 || size.height < 1) throw new Error('it has no size')
  // First the JPEG newsletters and link previews show (mail clients and X show no AVIF), as the editor stores it.
  const email = emailVariant(largestVariant(size))
  const jpeg = await decoder.clone().resize(email.width, email.height, { fit: 'fill' }).jpeg({ quality: PHOTO_QUALITY['image/jpeg'], mozjpeg: true }).toBuffer()
  const files: SetFile[] = [{ name: email.name, blob: new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }) }]
  for (const variant of variantFiles(size, 'image/avif')) {
    files.push({ name: variant.name, blob: new Blob([await avifWithinLimit(decoder, variant.width, variant.height)], { type: 'image/avif' }) })
  }
  return files
}

async function fetchImage(url: string, signal: AbortSignal, fetcher: typeof fetch): Promise<FetchedImage> {
  const response = await fetcher(url, { signal, redirect: 'follow' }).catch((error: unknown) => {
    throw new Error(signal.aborted ? 'it did not arrive in time' : `it could not be fetched (${error instanceof Error ? error.message : String(error)})`)
  })
  if (!response.ok) throw new Error(`the server answered ${response.status}`)
  const length = Number(response.headers.get('content-length') ?? 0)
  if (length > MAX_BYTES) throw new Error('it is larger than 25 MB')
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { bytes, type: response.headers.get('content-type') ?? '' }
}

export function nodeImageIo(client: Pick<SupabaseClient, 'storage'>, fetcher: typeof fetch = fetch): ImageIo {
  return {
    fetch: (url, signal) => fetchImage(url, signal, fetcher),
    store: async (image, name) => {
      const files = await photoSet(image)
      const set = imageSetName(name)
      // A GIF is one file named like an upload's; a photo is a folder of sizes.
      if (files.length === 1 && files[0]?.name === 'image.gif') {
        const object = `${set}.gif`
        const { error } = await client.storage.from('article-images').upload(object, files[0].blob, { cacheControl: '31536000', upsert: false, contentType: 'image/gif' })
        if (error) throw new Error(`storage refused it (${error.message})`)
        return { url: client.storage.from('article-images').getPublicUrl(object).data.publicUrl, set: object }
      }
      const url = await uploadImageSet(client.storage, set, files).catch((error: unknown) => {
        throw new Error(`storage refused it (${error instanceof Error ? error.message : String(error)})`)
      })
      return { url, set }
    },
  }
}
