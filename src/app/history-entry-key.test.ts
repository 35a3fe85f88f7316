import { beforeEach, describe, expect, it } from 'vitest'
import { keyFreshHistoryEntry } from './history-entry-key.ts'

describe('keyFreshHistoryEntry', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'))

  it('gives an entry opened from outside the app a key of its own', () => {
    keyFreshHistoryEntry(window.history, () => 'fresh123')
    expect(window.history.state).toEqual({ key: 'fresh123' })
  })

  it('keeps what the router already stored beside the new key', () => {
    window.history.replaceState({ idx: 3, usr: { overlay: 'search' } }, '')
    keyFreshHistoryEntry(window.history, () => 'k')
    expect(window.history.state).toEqual({ idx: 3, usr: { overlay: 'search' }, key: 'k' })
  })

  it('leaves an entry that has a key alone, so reload and Back find their saved position', () => {
    window.history.replaceState({ idx: 1, key: 'abc' }, '')
    keyFreshHistoryEntry(window.history, () => 'other')
    expect(window.history.state).toEqual({ idx: 1, key: 'abc' })
  })

  it('two fresh entries never share a key', () => {
    keyFreshHistoryEntry()
    const first = (window.history.state as { key: string }).key
    window.history.pushState(null, '', '/about')
    keyFreshHistoryEntry()
    expect((window.history.state as { key: string }).key).not.toBe(first)
  })
})
