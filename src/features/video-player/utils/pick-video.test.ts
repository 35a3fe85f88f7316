import { describe, expect, it } from 'vitest'
import { pickFloatingVideo } from './pick-video.ts'

const now = new Date('2026-03-10T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()
const video = (id: string, url: string, ageDays: number) => ({ id, title: `Video ${id}`, url, created_at: daysAgo(ageDays) })

describe('pickFloatingVideo', () => {
  it('picks a recent YouTube video as an embed', () => {
    const picked = pickFloatingVideo([video('a', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 1)], 7, now)
    expect(picked).toEqual({ id: 'a', title: 'Video a', embedUrl: expect.stringContaining('/embed/dQw4w9WgXcQ?autoplay=1&mute=1') })
  })

  it('ignores videos older than seven days', () => {
    expect(pickFloatingVideo([video('old', 'https://youtu.be/dQw4w9WgXcQ', 7.01)], 7, now)).toBeNull()
    expect(pickFloatingVideo([video('edge', 'https://youtu.be/dQw4w9WgXcQ', 6.99)], 7, now)?.id).toBe('edge')
  })

  it('gives no player for X links or when there is nothing', () => {
    expect(pickFloatingVideo([video('x', 'https://x.com/a/status/1', 1)], 7, now)).toBeNull()
    expect(pickFloatingVideo([], 7, now)).toBeNull()
  })

  it('chooses at random among the playable ones only', () => {
    const videos = [
      video('x', 'https://x.com/a/status/1', 1),
      video('a', 'https://youtu.be/aaaaaaaaaaa', 1),
      video('b', 'https://youtu.be/bbbbbbbbbbb', 2),
    ]
    expect(pickFloatingVideo(videos, 7, now, () => 0)?.id).toBe('a')
    expect(pickFloatingVideo(videos, 7, now, () => 0.99)?.id).toBe('b')
  })
})
