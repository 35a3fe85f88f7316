/**
 * Brings a post's images into the site's storage: each distinct address fetched once (from the
 * archive, a `data:` URL, or the web within a time budget) and stored through the same pipeline
 * as an editor's upload (the sizes, the format, the dimensions in the name; `StoreImage` is the
 * browser's canvas or Node's sharp). An image that cannot be had is reported, never fatal.
 */

export interface FetchedImage {
  bytes: Uint8Array
  type: string
}

export interface ImageIo {
  /** Fetches an image by URL; throws with a readable reason. */
  fetch(url: string, signal: AbortSignal): Promise<FetchedImage>
  /** Resizes and stores an image; returns the URL the article keeps and the set it was stored as. */
  store(image: FetchedImage, name: string): Promise<{ url: string; set: string }>
}

export interface ImagePipelineOptions {
  io: ImageIo
  /** Wall-clock time for fetching by URL, all images together. */
  budgetMs: number
  /** One image's fetch. */
  timeoutMs?: number
  /** Images fetched and stored at once. */
  concurrency?: number
  /** Images the archive holds, by the URL posts use. */
  archive?: ReadonlyMap<string, Uint8Array>
  now?: () => number
}

export type ImageOutcome = { url: string } | { problem: string }

const MAX_IMAGE_BYTES = 25 * 1024 * 1024

function fileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || 'image'
  } catch {
    return 'image'
  }
}

/** A `data:image/…;base64,…` URL's bytes, or null when it is not one. */
export function dataUrlImage(url: string): FetchedImage | null {
  const match = /^data:(image\/[\w.+-]+);base64,([a-z0-9+/=\s]+)$/i.exec(url)
  if (!match?.[1] || !match[2]) return null
  const binary = atob(match[2].replace(/\s+/g, ''))
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return { bytes, type: match[1].toLowerCase() }
}

function sniffType(bytes: Uint8Array): string {
  const starts = (...magic: number[]) => magic.every((byte, index) => bytes[index] === byte)
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png'
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif'
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45) return 'image/webp'
  return 'application/octet-stream'
}

export class ImagePipeline {
  private readonly outcomes = new Map<string, Promise<ImageOutcome>>()
  private readonly started: number
  private active = 0
  private readonly waiting: (() => void)[] = []
  readonly storedSets: string[] = []
  stored = 0
  failed = 0

  constructor(private readonly options: ImagePipelineOptions) {
    this.started = (options.now ?? Date.now)()
  }

  /** The stored URL for `url` (absolute), or why there is none; each address is worked on once. */
  resolve(url: string): Promise<ImageOutcome> {
    let outcome = this.outcomes.get(url)
    if (!outcome) {
      outcome = this.limited(() => this.bring(url)).then((result) => {
        if ('url' in result) this.stored++
        else this.failed++
        return result
      })
      this.outcomes.set(url, outcome)
    }
    return outcome
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    while (this.active >= (this.options.concurrency ?? 4)) await new Promise<void>((resolve) => this.waiting.push(resolve))
    this.active++
    try {
      return await work()
    } finally {
      this.active--
      this.waiting.shift()?.()
    }
  }

  private async obtain(url: string): Promise<FetchedImage> {
    const inline = dataUrlImage(url)
    if (inline) return inline
    const archived = this.options.archive?.get(url)
    if (archived) return { bytes: archived, type: sniffType(archived) }
    if (!/^https?:\/\//i.test(url)) throw new Error('its address is not a web address')
    const now = (this.options.now ?? Date.now)()
    if (now - this.started > this.options.budgetMs) throw new Error(`the time for fetching images (${Math.round(this.options.budgetMs / 60_000)} min) ran out before it`)
    const image = await this.options.io.fetch(url, AbortSignal.timeout(this.options.timeoutMs ?? 20_000))
    if (image.bytes.byteLength > MAX_IMAGE_BYTES) throw new Error('it is larger than 25 MB')
    return image
  }

  private async bring(url: string): Promise<ImageOutcome> {
    try {
      const image = await this.obtain(url)
      const stored = await this.options.io.store(image, fileName(url))
      this.storedSets.push(stored.set)
      return { url: stored.url }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      return { problem: reason.replace(/\.$/, '') }
    }
  }
}
