import { describe, expect, it } from 'vitest'
import { formatDate, formatLongDateTime, formatShortDate, formatToday } from './dates.ts'

// Built from local components so the expectations hold in any time zone.
const iso = new Date(2026, 2, 4, 15, 7).toISOString()

describe('en-US date formats', () => {
  it('article page: long date with hour and minute', () => {
    expect(formatLongDateTime(iso)).toMatch(/^March 4, 2026(,| at) 3:07\sPM$/)
  })
  it('cards: long date', () => {
    expect(formatDate(iso, 'longDate')).toBe('March 4, 2026')
  })
  it('drawer: short date', () => {
    expect(formatShortDate(iso)).toBe('Mar 4, 2026')
  })
  it('trending: month and day', () => {
    expect(formatDate(iso, 'monthDay')).toBe('Mar 4')
  })
  it('header: today with the weekday', () => {
    expect(formatToday(new Date(2026, 2, 4))).toBe('Wednesday, March 4, 2026')
  })
  it('midnight stays on its own day', () => {
    expect(formatDate(new Date(2026, 0, 1, 0, 0).toISOString(), 'longDate')).toBe('January 1, 2026')
  })
})
