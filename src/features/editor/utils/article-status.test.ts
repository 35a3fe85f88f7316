import { describe, expect, it } from 'vitest'
import { articleStatusLabel } from './article-status.ts'

const NOW = new Date('2026-03-04T15:00:00Z')

describe('article status label', () => {
  it('a draft is a Draft whatever its date', () => {
    expect(articleStatusLabel({ status: 'draft', publish_date: '2026-03-05T10:00:00Z' }, NOW)).toEqual({ kind: 'draft', text: 'Draft' })
  })

  it('a published article dated ahead is Scheduled, with its time in US English', () => {
    const label = articleStatusLabel({ status: 'published', publish_date: '2026-03-04T15:01:00Z' }, NOW)
    expect(label.kind).toBe('scheduled')
    expect(label.text).toMatch(/^Scheduled for March 4, 2026 at \d{1,2}:01 (AM|PM) \S+$/)
  })

  it('a published article dated now or earlier is Published', () => {
    expect(articleStatusLabel({ status: 'published', publish_date: NOW.toISOString() }, NOW).kind).toBe('published')
    expect(articleStatusLabel({ status: 'published', publish_date: '2026-01-01T00:00:00Z' }, NOW)).toEqual({ kind: 'published', text: 'Published' })
  })
})
