import { describe, expect, it } from 'vitest'
import { youTubeEmbedUrl } from './youtube.ts'

describe('youTubeEmbedUrl', () => {
  it('becomes an autoplaying, muted embed', () => {
    const embed = new URL(youTubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ') ?? '')
    expect(embed.origin + embed.pathname).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
    expect(embed.searchParams.get('autoplay')).toBe('1')
    expect(embed.searchParams.get('mute')).toBe('1')
  })

  it('is null for links the player cannot play (X, Vimeo)', () => {
    expect(youTubeEmbedUrl('https://x.com/a/status/1')).toBeNull()
    expect(youTubeEmbedUrl('https://vimeo.com/123456')).toBeNull()
  })
})
