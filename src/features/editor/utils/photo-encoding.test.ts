import { describe, expect, it, vi } from 'vitest'
import { PhotoProblem } from '@/lib/encode-photo.ts'
import type { AvifEncoder } from './avif-encoder.ts'
import { chooseEncoding, encodeWithFallback, type Encoding } from './photo-encoding.ts'

const wasm: AvifEncoder = { encode: () => Promise.resolve(new Blob([], { type: 'image/avif' })) }

describe('chooseEncoding', () => {
  it("takes the canvas's AVIF where it writes it, without loading the WebAssembly encoder", async () => {
    const load = vi.fn(() => Promise.resolve(wasm))
    expect(await chooseEncoding('image/avif', load)).toEqual({ type: 'image/avif' })
    expect(load).not.toHaveBeenCalled()
  })

  it('writes AVIF with the WebAssembly encoder where the canvas writes only WebP or JPEG', async () => {
    expect(await chooseEncoding('image/webp', () => Promise.resolve(wasm))).toEqual({ type: 'image/avif', wasm })
    expect(await chooseEncoding('image/jpeg', () => Promise.resolve(wasm))).toEqual({ type: 'image/avif', wasm })
  })

  it("keeps the canvas's format when the encoder cannot start (a policy without WebAssembly, no module workers)", async () => {
    expect(await chooseEncoding('image/webp', () => Promise.resolve(null))).toEqual({ type: 'image/webp' })
    expect(await chooseEncoding('image/jpeg', () => Promise.resolve(null))).toEqual({ type: 'image/jpeg' })
  })
})

describe('encodeWithFallback', () => {
  const names = (encoding: Encoding) => (encoding.type === 'image/avif' ? ['800x533.avif'] : ['800x533.webp'])

  it("encodes the set once, in the chosen format, when the encoder works", async () => {
    const canvas = vi.fn(() => Promise.resolve('image/webp' as const))
    expect(await encodeWithFallback({ type: 'image/avif', wasm }, canvas, (encoding) => Promise.resolve(names(encoding)))).toEqual(['800x533.avif'])
    expect(canvas).not.toHaveBeenCalled()
  })

  it("encodes the whole set again the canvas's way when the WebAssembly encoder fails halfway", async () => {
    const tried: Encoding[] = []
    const files = await encodeWithFallback({ type: 'image/avif', wasm }, () => Promise.resolve('image/webp'), (encoding) => {
      tried.push(encoding)
      return encoding.wasm ? Promise.reject(new Error('the AVIF encoder stopped')) : Promise.resolve(names(encoding))
    })
    expect(files).toEqual(['800x533.webp'])
    expect(tried.map((encoding) => encoding.type)).toEqual(['image/avif', 'image/webp'])
  })

  it("lets the photo's own problem stand, and the canvas's failures too", async () => {
    const tooDetailed = new PhotoProblem('The photo is too detailed to store at 1600 px under 2 MB.')
    await expect(encodeWithFallback({ type: 'image/avif', wasm }, () => Promise.resolve('image/webp'), () => Promise.reject(tooDetailed))).rejects.toBe(tooDetailed)
    const canvasFailed = new Error('canvas')
    const canvas = vi.fn(() => Promise.resolve('image/webp' as const))
    await expect(encodeWithFallback({ type: 'image/webp' }, canvas, () => Promise.reject(canvasFailed))).rejects.toBe(canvasFailed)
    expect(canvas).not.toHaveBeenCalled()
  })
})
