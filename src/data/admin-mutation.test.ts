import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useAdminMutation, type AdminMutationInput } from './admin-mutation.ts'
import type { MutationCallbacks } from './mutation-callbacks.ts'

const guard = vi.hoisted(() => ({ calls: 0 }))
vi.mock('../lib/session-guard.ts', () => ({
  withSessionGuard: <T>(run: () => Promise<T>) => {
    guard.calls += 1
    return run()
  },
}))

interface Vars { id: string }

function setup(input: AdminMutationInput<string, Vars>, callbacks?: MutationCallbacks<string, Vars>) {
  const client = new QueryClient()
  client.setQueryData(['things', 'list'], [])
  client.setQueryData(['things', 'detail', 't1'], {})
  client.setQueryData(['others'], [])
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children)
  const { result } = renderHook(() => useAdminMutation(input, callbacks), { wrapper })
  const invalidated = (key: unknown[]) => client.getQueryState(key)?.isInvalidated
  return { client, result, invalidated }
}

describe('useAdminMutation', () => {
  it('writes through the session guard, runs the screen\'s onSuccess, then refreshes the keys the variables name', async () => {
    const order: string[] = []
    const { client, result, invalidated } = setup(
      { mutationFn: ({ id }) => Promise.resolve(`saved ${id}`), meta: { errorTitle: 'T', errorMessage: 'M' }, invalidates: ({ id }) => [['things', 'list'], ['things', 'detail', id]] },
      { onSuccess: (data) => { order.push(`screen: ${data}, list stale: ${String(client.getQueryState(['things', 'list'])?.isInvalidated)}`) } },
    )
    const before = guard.calls

    await act(() => result.current.mutateAsync({ id: 't1' }))

    expect(guard.calls).toBe(before + 1)
    expect(order).toEqual(['screen: saved t1, list stale: false'])
    expect(invalidated(['things', 'list'])).toBe(true)
    expect(invalidated(['things', 'detail', 't1'])).toBe(true)
    expect(invalidated(['others'])).toBe(false)
  })

  it('refreshes nothing when the write fails', async () => {
    const onSuccess = vi.fn()
    const { result, invalidated } = setup(
      { mutationFn: () => Promise.reject(new Error('denied')), meta: { errorToast: false }, invalidates: () => [['things', 'list']] },
      { onSuccess },
    )

    await act(() => expect(result.current.mutateAsync({ id: 't1' })).rejects.toThrow('denied'))

    expect(onSuccess).not.toHaveBeenCalled()
    expect(invalidated(['things', 'list'])).toBe(false)
  })

  it('lets the screen override the toast field by field', async () => {
    const { client, result } = setup(
      { mutationFn: () => Promise.resolve('x'), meta: { errorTitle: 'Delete Error', errorMessage: "It wasn't deleted." } },
      { meta: { errorMessage: 'Another text' } },
    )

    await act(() => result.current.mutateAsync({ id: 't1' }))

    expect(client.getMutationCache().getAll().map((mutation) => mutation.meta))
      .toEqual([{ errorTitle: 'Delete Error', errorMessage: 'Another text' }])
  })

  it('fills cache entries from the answer before the screen\'s onSuccess sees it', async () => {
    let seen: unknown
    const { client, result } = setup(
      { mutationFn: ({ id }) => Promise.resolve(`name ${id}`), meta: { errorToast: false }, updateCache: (c, data, { id }) => c.setQueryData(['name', id], data) },
      { onSuccess: () => { seen = client.getQueryData(['name', 't1']) } },
    )

    await act(() => result.current.mutateAsync({ id: 't1' }))

    expect(seen).toBe('name t1')
  })
})
