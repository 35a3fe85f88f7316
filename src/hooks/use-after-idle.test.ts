import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAfterIdle } from './use-after-idle.ts'

// The browser's idle callbacks, run by the test one idle period at a time.
let idleCallbacks: IdleRequestCallback[] = []
const idleDeadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 }

function nextIdlePeriod() {
  const due = idleCallbacks
  idleCallbacks = []
  act(() => {
    for (const callback of due) callback(idleDeadline)
  })
}

beforeEach(() => {
  idleCallbacks = []
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback))
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useAfterIdle', () => {
  it('turns true once the page is idle, one waiting part per idle period, oldest first', () => {
    const parts = [renderHook(() => useAfterIdle()), renderHook(() => useAfterIdle()), renderHook(() => useAfterIdle())]
    expect(parts.map(({ result }) => result.current)).toEqual([false, false, false])
    nextIdlePeriod()
    expect(parts.map(({ result }) => result.current)).toEqual([true, false, false])
    nextIdlePeriod()
    expect(parts.map(({ result }) => result.current)).toEqual([true, true, false])
    nextIdlePeriod()
    expect(parts.map(({ result }) => result.current)).toEqual([true, true, true])
    expect(idleCallbacks).toHaveLength(0)
  })

  it('skips a part that unmounted while it waited, and starts draining again for later ones', () => {
    const first = renderHook(() => useAfterIdle())
    const second = renderHook(() => useAfterIdle())
    first.unmount()
    nextIdlePeriod()
    expect(second.result.current).toBe(true)
    expect(idleCallbacks).toHaveLength(0)
    const later = renderHook(() => useAfterIdle())
    expect(later.result.current).toBe(false)
    nextIdlePeriod()
    expect(later.result.current).toBe(true)
  })
})
