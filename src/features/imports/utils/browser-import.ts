import { uploadImageSet, type SetFile } from '@/data/storage/image-sets.ts'
import { imageSetName } from '@/data/storage/object-name.ts'
import { htmlParserFor, type ParseHtml, type SanitizeNodes } from '@/lib/import/content/html-body.ts'
import type { FetchedImage, ImageIo } from '@/lib/import/write/image-pipeline.ts'
import { sanitizeArticleNodes } from '@/lib/sanitize.ts'
import { supabase } from '@/lib/supabase.ts'

/**
 * What the importer core needs from the browser: inert documents to parse bodies into (those
 * made by the DOM implementation have no window, so nothing in a body loads or runs), the
 * editor's own sanitiser, and the image I/O of an upload (the editor's resizing, handed in) for
 * the images an export carries itself.
 */

export function browserHtml(): { parse: ParseHtml; sanitize: SanitizeNodes } {
  return { parse: htmlParserFor(document.implementation), sanitize: (nodes) => sanitizeArticleNodes(nodes) }
}

/** The editor's resizing: a photo file in, its set's files out. */
export type PreparePhoto = (file: File) => Promise<{ files: SetFile[] }>

/**
 * The site's Content-Security-Policy lets the dashboard connect to the site and its project
 * only, and most old sites send no CORS header anyway: images by URL are the command line's.
 */
function fetchImage(): Promise<FetchedImage> {
  return Promise.reject(new Error('the browser may not fetch it from the old site (import from the command line to bring it)'))
}

export function browserImageIo(preparePhoto: PreparePhoto): ImageIo {
  return {
    fetch: fetchImage,
    store: async (image, name) => {
      const file = new File([new Uint8Array(image.bytes)], name, { type: image.type })
      const { files } = await preparePhoto(file)
      const set = imageSetName(name)
      const url = await uploadImageSet(supabase.storage, set, files).catch(() => {
        throw new Error('storage refused it')
      })
      return { url, set }
    },
  }
}
