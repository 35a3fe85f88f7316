import type { WantedSetFile } from '@/data/storage/image-sets.ts'
import { encodeEmailCopy } from '@/lib/encode-photo.ts'
import { emailVariant } from '@/lib/image-variants.ts'

/** A photo set in the bucket, named by its largest file's URL: the set's folder, and that file's size and name. */
const BUCKET_SET_URL = /\/storage\/v1\/object\/public\/article-images\/([\w.-]+)\/((\d{1,4})x(\d{1,4})\.(?:avif|webp|jpg))$/

export interface EmailCopy extends WantedSetFile {
  /** The article whose image it is: what a failure names. */
  title: string
}

/**
 * The JPEG copy each chosen article's stored photo set should hold for e-mails (newsletter-mail.ts'
 * emailImage links to it), made from the set's largest file. Demo photos (painted with theirs),
 * single-file uploads and external images need none.
 */
export function emailCopiesFor(articles: readonly { title: string; image_url: string | null }[]): EmailCopy[] {
  const copies = new Map<string, EmailCopy>()
  for (const article of articles) {
    const match = BUCKET_SET_URL.exec(article.image_url ?? '')
    if (!match) continue
    const [, set = '', from = '', width = '', height = ''] = match
    const name = emailVariant({ width: Number(width), height: Number(height) }).name
    if (name !== from) copies.set(`${set}/${name}`, { set, name, from, title: article.title })
  }
  return [...copies.values()]
}

/**
 * The e-mail copy's bytes from the set's largest file, encoded as the editor's upload encodes it
 * (prepare-photo.ts), at the size emailCopiesFor named it for: the decoded file's own.
 */
export async function makeEmailCopy(source: Blob): Promise<Blob> {
  const photo = await createImageBitmap(source)
  try {
    return (await encodeEmailCopy(photo, { width: photo.width, height: photo.height })).blob
  } finally {
    photo.close()
  }
}
