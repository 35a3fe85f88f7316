import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSingleSubmit } from './use-single-submit.ts'

// The hook holds no React state: its calls need no act().
describe('useSingleSubmit', () => {
  it('sends once while a request is on its way, and again once it has settled', async () => {
    const resolvers: (() => void)[] = []
    const send = vi.fn(() => new Promise<void>((resolve) => { resolvers.push(resolve) }))
    const submit = renderHook(() => useSingleSubmit(send)).result.current
    const first = submit('a')
    await submit('b')
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith('a')
    resolvers[0]?.()
    await first
    const third = submit('c')
    expect(send).toHaveBeenCalledTimes(2)
    resolvers[1]?.()
    await third
  })

  it('is free again after a failure, which it does not throw on', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce(undefined)
    const submit = renderHook(() => useSingleSubmit(send)).result.current
    await expect(submit(1)).resolves.toBeUndefined()
    await submit(2)
    expect(send).toHaveBeenCalledTimes(2)
  })
})
