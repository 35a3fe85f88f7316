/** What the page and the AVIF encoder's worker (avif-worker.ts) say to each other. */

/** One file to encode: RGBA pixels, row after row. */
export interface AvifRequest {
  id: number
  pixels: ArrayBuffer
  width: number
  height: number
  /** libavif's quality, 0–100. */
  quality: number
  /** libavif's speed, 0 (slowest, smallest) to 10. */
  speed: number
}

export type AvifReply =
  | { ready: true }
  | { ready: false; error: string }
  | { id: number; bytes: ArrayBuffer }
  | { id: number; error: string }
