/// <reference types="node" />
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { normalizeVideoUrl, PLAYABLE_VIDEO_URL_PATTERN, playableVideoId } from './playable-video-url.ts'

describe('playableVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://www.youtube.com/watch/?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=30', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=10', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/a_b-c1D2e3F  ', 'a_b-c1D2e3F'],
  ])('%s → %s', (url, id) => {
    expect(playableVideoId(url)).toBe(id)
  })

  it.each([
    'https://x.com/someone/status/1234567890',
    'https://twitter.com/someone/status/1234567890',
    'https://vimeo.com/123456',
    'https://player.vimeo.com/video/123456',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/playlist?list=PL0123456789',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQxyz',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'https://user@youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ/extra',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'not a url',
    '',
  ])('gives no player for %j', (url) => {
    expect(playableVideoId(url)).toBeNull()
  })
})

describe('normalizeVideoUrl', () => {
  it('writes scheme and host as the browser does, so a typed upper-case host still plays', () => {
    const normalized = normalizeVideoUrl(' HTTPS://WWW.YouTube.com/watch?v=dQw4w9WgXcQ ')
    expect(normalized).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    expect(playableVideoId(normalized)).toBe('dQw4w9WgXcQ')
  })
  it('leaves anything that is not an http(s) URL trimmed but otherwise as typed', () => {
    expect(normalizeVideoUrl(' youtu.be/dQw4w9WgXcQ ')).toBe('youtu.be/dQw4w9WgXcQ')
    expect(normalizeVideoUrl('javascript:alert(1)')).toBe('javascript:alert(1)')
  })
})

describe('the database holds the same rule', () => {
  it('private.is_playable_video_url uses exactly this pattern', () => {
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../../supabase/migrations/20261124000400_playable_video_urls.sql'),
      'utf8',
    )
    const body = /function private\.is_playable_video_url[\s\S]*?select url ~ '([^']*)';/.exec(migration)
    expect(body?.[1]).toBe(PLAYABLE_VIDEO_URL_PATTERN)
  })
})
