import { keepPreviousData, QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { adminQueryOptions } from './admin-query.ts'

const guard = vi.hoisted(() => ({ calls: 0 }))
vi.mock('../lib/session-guard.ts', () => ({
  withSessionGuard: <T>(run: () => Promise<T>) => {
    guard.calls += 1
    return run()
  },
}))

const toast = { errorTitle: 'Error fetching things', errorMessage: "Couldn't load the things." }

describe('adminQueryOptions', () => {
  it('reads through the session guard and marks the data as signed-in only, with its toast verbatim', async () => {
    const options = adminQueryOptions({ queryKey: ['things', 'list'] as const, queryFn: () => Promise.resolve([1, 2]), toast })
    const client = new QueryClient()
    const before = guard.calls

    await expect(client.fetchQuery(options)).resolves.toEqual([1, 2])
    expect(guard.calls).toBe(before + 1)
    expect(options.queryKey).toEqual(['things', 'list'])
    expect(options.meta).toEqual({ signedInOnly: true, ...toast })
  })

  it('keeps the previous page only when asked, and sets no staleTime unless given, so the client default applies', () => {
    const paged = adminQueryOptions({ queryKey: ['a'], queryFn: () => Promise.resolve(1), toast, keepPrevious: true, staleTime: 0 })
    const plain = adminQueryOptions({ queryKey: ['b'], queryFn: () => Promise.resolve(1), toast })

    expect(paged.placeholderData).toBe(keepPreviousData)
    expect(paged.staleTime).toBe(0)
    expect('placeholderData' in plain).toBe(false)
    expect('staleTime' in plain).toBe(false)
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
    expect(client.defaultQueryOptions(plain).staleTime).toBe(60_000)
  })

  it('says "no toast" for a read whose screen shows its own message', () => {
    const options = adminQueryOptions({ queryKey: ['c'], queryFn: () => Promise.resolve(true), toast: { errorToast: false } })
    expect(options.meta).toEqual({ signedInOnly: true, errorToast: false })
  })
})
