import { PhotoProblem } from '@/lib/encode-photo.ts'
import type { VariantType } from '@/lib/image-variants.ts'
import type { AvifEncoder } from './avif-encoder.ts'

/** How a set's files are written: the format, and the WebAssembly encoder when AVIF comes from it. */
export interface Encoding {
  type: VariantType
  wasm?: AvifEncoder
}

/**
 * AVIF where the canvas writes it; else AVIF from the WebAssembly encoder (no Chromium's canvas
 * writes AVIF), loaded only then, with an editor's first photo; else the canvas's WebP or JPEG.
 */
export async function chooseEncoding(canvasType: VariantType, loadEncoder: () => Promise<AvifEncoder | null>): Promise<Encoding> {
  if (canvasType === 'image/avif') return { type: canvasType }
  const wasm = await loadEncoder()
  return wasm ? { type: 'image/avif', wasm } : { type: canvasType }
}

/**
 * The set encoded as `encoding`; when the WebAssembly encoder fails halfway (its worker out of
 * memory, say), the set again, the canvas's way, as the editor would have stored it without the
 * encoder: the editor sees no difference. A PhotoProblem is the photo's, not the encoder's, and
 * stands.
 */
export async function encodeWithFallback<T>(encoding: Encoding, canvasType: () => Promise<VariantType>, encodeSet: (encoding: Encoding) => Promise<T>): Promise<T> {
  try {
    return await encodeSet(encoding)
  } catch (error) {
    if (!encoding.wasm || error instanceof PhotoProblem) throw error
    return encodeSet({ type: await canvasType() })
  }
}
