import { describe, expect, it } from 'vitest'
import { youTubeEmbedUrl, youTubeVideoId } from './youtube.ts'

describe('youTubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://www.youtube.com/watch/?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=10', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/a_b-c1D2e3F  ', 'a_b-c1D2e3F'],
  ])('%s → %s', (url, id) => {
    expect(youTubeVideoId(url)).toBe(id)
  })

  it.each([
    'https://x.com/someone/status/1234567890',
    'https://twitter.com/someone/status/1234567890',
    'https://vimeo.com/123456',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'not a url',
    '',
  ])('gives no player for %j', (url) => {
    expect(youTubeVideoId(url)).toBeNull()
  })
})

describe('youTubeEmbedUrl', () => {
  it('becomes an autoplaying, muted embed', () => {
    const embed = new URL(youTubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ') ?? '')
    expect(embed.origin + embed.pathname).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
    expect(embed.searchParams.get('autoplay')).toBe('1')
    expect(embed.searchParams.get('mute')).toBe('1')
  })

  it('is null for X links', () => {
    expect(youTubeEmbedUrl('https://x.com/a/status/1')).toBeNull()
  })
})
