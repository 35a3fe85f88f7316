import { describe, expect, it } from 'vitest'
import { readLimited } from './body.ts'

const streamOf = (...chunks: number[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(7))
      controller.close()
    },
  })

describe('readLimited', () => {
  it('reads a body up to the limit', async () => {
    const result = await readLimited(streamOf(3, 4), 7)
    expect(result.ok && result.data.length).toBe(7)
  })

  it('refuses one byte more than the limit', async () => {
    expect(await readLimited(streamOf(3, 5), 7)).toEqual({ ok: false, reason: 'too-large' })
  })

  it('treats a missing body as empty', async () => {
    const result = await readLimited(null, 10)
    expect(result.ok && result.data.length).toBe(0)
  })

  it('stops reading an endless body past the drain limit', async () => {
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(1024))
      },
    })
    expect(await readLimited(endless, 2048, 10 * 1024)).toEqual({ ok: false, reason: 'too-large' })
    expect(pulled).toBeLessThan(20)
  })
})

describe('readLimited under a global body limit', () => {
  it("turns hono's BodyLimitError into too-large", async () => {
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        const error = new Error('Payload Too Large')
        error.name = 'BodyLimitError'
        controller.error(error)
      },
    })
    expect(await readLimited(failing, 10)).toEqual({ ok: false, reason: 'too-large' })
  })
})
