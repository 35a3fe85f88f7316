import { describe, expect, it } from 'vitest'
import { fromPublishInput, isScheduledTime, toPublishInput } from './publish-time.ts'

describe('publish time field', () => {
  it('round-trips a time to the minute in the browser\'s zone', () => {
    const iso = new Date(2026, 2, 4, 15, 7).toISOString()
    expect(toPublishInput(iso)).toBe('2026-03-04T15:07')
    expect(fromPublishInput('2026-03-04T15:07')).toBe(iso)
  })

  it('empty or malformed means "now" (null)', () => {
    expect(fromPublishInput('')).toBeNull()
    expect(fromPublishInput('tomorrow')).toBeNull()
  })

  it('a time ahead of now schedules', () => {
    const now = new Date(2026, 2, 4, 15, 0)
    expect(isScheduledTime('2026-03-04T15:01', now)).toBe(true)
    expect(isScheduledTime('2026-03-04T15:00', now)).toBe(false)
    expect(isScheduledTime('', now)).toBe(false)
  })
})
