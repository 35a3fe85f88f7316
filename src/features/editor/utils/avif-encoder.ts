import type { AvifReply, AvifRequest } from './avif-messages.ts'

/**
 * libavif's speed (0–10) for uploads. Speed 8 encodes a 1600×1067 photo's whole set in about
 * 1.5 s on one core, where 6 takes about 5 s for files within 3% of the same size; the site
 * serves what the editor stores, so the bytes matter more than the last percent.
 */
export const AVIF_SPEED = 8

/** Past this, an encoder still loading (its 3.5 MB of WebAssembly on a slow line) is given up for this session. */
const LOAD_TIMEOUT_MS = 20_000

export interface AvifEncoder {
  /** Encodes the pixels (which are handed over to the worker, so `image` is empty afterwards). */
  encode(image: ImageData, quality: number): Promise<Blob>
}

let loading: Promise<AvifEncoder | null> | undefined

/**
 * The WebAssembly AVIF encoder in its worker (avif-worker.ts), started on first use and kept for
 * the session; null when it cannot start (no module workers, a policy that refuses WebAssembly,
 * the .wasm file unreachable): the caller then encodes as before, with the browser's canvas.
 */
export function avifEncoder(): Promise<AvifEncoder | null> {
  loading ??= start()
  return loading
}

function start(): Promise<AvifEncoder | null> {
  let worker: Worker
  try {
    worker = new Worker(new URL('./avif-worker.ts', import.meta.url), { type: 'module', name: 'avif-encoder' })
  } catch {
    return Promise.resolve(null)
  }
  const pending = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>()
  let nextId = 0
  const encoder: AvifEncoder = {
    encode(image, quality) {
      return new Promise((resolve, reject) => {
        const id = nextId++
        pending.set(id, { resolve, reject })
        const request: AvifRequest = { id, pixels: image.data.buffer, width: image.width, height: image.height, quality, speed: AVIF_SPEED }
        worker.postMessage(request, [request.pixels])
      })
    },
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => fail('the AVIF encoder did not load in time'), LOAD_TIMEOUT_MS)
    // Once failed, never again this session: every later photo goes the canvas's way at once.
    function fail(reason: string) {
      clearTimeout(timer)
      loading = Promise.resolve(null)
      worker.terminate()
      for (const waiting of pending.values()) waiting.reject(new Error(reason))
      pending.clear()
      resolve(null)
    }
    worker.onerror = (event) => {
      event.preventDefault()
      fail(event.message || 'the AVIF encoder stopped')
    }
    worker.onmessage = ({ data }: MessageEvent<AvifReply>) => {
      if ('ready' in data) {
        if (!data.ready) return fail(data.error)
        clearTimeout(timer)
        return resolve(encoder)
      }
      const waiting = pending.get(data.id)
      pending.delete(data.id)
      if ('bytes' in data) waiting?.resolve(new Blob([data.bytes], { type: 'image/avif' }))
      else waiting?.reject(new Error(data.error))
    }
  })
}
