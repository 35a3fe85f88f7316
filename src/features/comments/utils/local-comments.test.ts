import { beforeEach, describe, expect, it, vi } from 'vitest'
import { addLocalComment, getLocalComments, pendingOwnComments, pruneLocalComments, subscribeLocalComments } from './local-comments.ts'

beforeEach(() => localStorage.clear())

describe('local comments', () => {
  it('stores the spec shape keyed by article id', () => {
    const now = new Date('2026-03-04T10:00:00Z')
    const comment = addLocalComment('article-1', '  Ada ', ' Nice piece ', now)
    expect(comment).toEqual({
      id: `comment_${now.getTime()}`, articleId: 'article-1', author: 'Ada', content: 'Nice piece', createdAt: now.toISOString(), status: 'pending',
    })
    const stored = JSON.parse(localStorage.getItem('news-blog:my-comments') ?? '{}')
    expect(stored).toEqual({ 'article-1': [comment] })
    expect(getLocalComments('article-1')).toEqual([comment])
    expect(getLocalComments('other')).toEqual([])
  })

  it('notifies subscribers when a comment is added', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeLocalComments(listener)
    addLocalComment('a', 'Ada', 'Hi')
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('survives corrupt storage', () => {
    localStorage.setItem('news-blog:my-comments', '{not json')
    expect(getLocalComments('a')).toEqual([])
    addLocalComment('a', 'Ada', 'Hi')
    expect(getLocalComments('a')).toHaveLength(1)
  })

  it('hides own comments once approved, and forgets them', () => {
    const now = new Date()
    addLocalComment('a', 'Ada', 'First', now)
    addLocalComment('a', 'Ada', 'Second', new Date(now.getTime() + 1))
    const approved = [{ author_name: 'Ada', content: 'First' }]
    expect(pendingOwnComments(getLocalComments('a'), approved).map((c) => c.content)).toEqual(['Second'])
    pruneLocalComments('a', approved)
    expect(getLocalComments('a').map((c) => c.content)).toEqual(['Second'])
  })

  it('drops own pending comments after 30 days', () => {
    const old = new Date('2026-01-01T00:00:00Z')
    addLocalComment('a', 'Ada', 'Old', old)
    expect(pendingOwnComments(getLocalComments('a'), [], new Date('2026-02-15T00:00:00Z'))).toEqual([])
  })
})
