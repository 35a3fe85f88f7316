import { afterEach, describe, expect, it, vi } from 'vitest'
import { newCommentId } from './comment-id.ts'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => vi.unstubAllGlobals())

describe('newCommentId', () => {
  it('is a fresh v4 UUID each time', () => {
    const a = newCommentId()
    expect(a).toMatch(V4)
    expect(newCommentId()).not.toBe(a)
  })

  it('still gives a v4 UUID where randomUUID is missing (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) })
    expect(newCommentId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  })
})
