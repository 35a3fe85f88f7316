import { describe, expect, it } from 'vitest'
import { videoUrlProblem } from './video-url-problem.ts'

describe('videoUrlProblem', () => {
  it('accepts the links the player plays', () => {
    expect(videoUrlProblem('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoUrlProblem('http://youtu.be/dQw4w9WgXcQ?t=3')).toBeNull()
  })
  it.each(['youtube.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', 'ftp://x.com/v', 'https://', 'not a url'])(
    'refuses %s: not a web address',
    (url) => expect(videoUrlProblem(url)).toMatch(/must be a full web address starting with http:\/\/ or https:\/\//),
  )
  it('refuses Vimeo, naming the host', () => {
    expect(videoUrlProblem('https://vimeo.com/76979871')).toBe(
      "Only YouTube links can be played: the video player cannot play links from vimeo.com. Use the video's youtube.com/watch?v=… or youtu.be/… link (YouTube's Share button gives one).",
    )
  })
  it('refuses X posts', () => {
    expect(videoUrlProblem('https://x.com/newsroom/status/1790000000000000000')).toMatch(/^Only YouTube links can be played: X \(Twitter\) posts/)
    expect(videoUrlProblem('https://twitter.com/newsroom/status/1')).toMatch(/X \(Twitter\)/)
  })
  it.each(['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/playlist?list=PL1', 'https://youtu.be/short'])(
    'refuses %s: YouTube, but not one video it can play',
    (url) => expect(videoUrlProblem(url)).toMatch(/^Only YouTube links to a single video can be played/),
  )
})
