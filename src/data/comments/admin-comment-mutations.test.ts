import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { articleKeys } from '../articles/article-keys.ts'
import { useModerateCommentMutation } from './admin-comment-mutations.ts'
import { commentKeys } from './comment-keys.ts'

vi.mock('./comment-fetchers.ts', () => ({ setCommentStatus: vi.fn(() => Promise.resolve()) }))

describe('useModerateCommentMutation', () => {
  it('refreshes the article pages, which carry the approved comments, with the comment queries; the home page stays', async () => {
    const client = new QueryClient()
    const keys = {
      page: articleKeys.detail('a-story'),
      queue: commentKeys.list({ view: 'moderation', after: null }),
      home: articleKeys.list({ view: 'home' }),
    }
    for (const key of Object.values(keys)) client.setQueryData(key, {})
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children)
    const { result } = renderHook(() => useModerateCommentMutation(), { wrapper })

    await act(() => result.current.mutateAsync({ id: 'c1', status: 'approved' }))

    expect(client.getQueryState(keys.page)?.isInvalidated).toBe(true)
    expect(client.getQueryState(keys.queue)?.isInvalidated).toBe(true)
    expect(client.getQueryState(keys.home)?.isInvalidated).toBe(false)
  })
})
