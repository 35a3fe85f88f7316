import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  addLocalComment, getLocalComments, idsToCheck, pendingOwnComments, pruneLocalComments, settledIds, subscribeLocalComments, type LocalComment,
} from './local-comments.ts'

beforeEach(() => localStorage.clear())

const NONE: ReadonlySet<string> = new Set()
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('local comments', () => {
  it('stores the spec shape keyed by article id, with the id sent to the database', () => {
    const now = new Date('2026-03-04T10:00:00Z')
    const comment = addLocalComment('article-1', { id: uuid(1), author: '  Ada ', content: ' Nice piece ' }, now)
    expect(comment).toEqual({
      id: uuid(1), articleId: 'article-1', author: 'Ada', content: 'Nice piece', createdAt: now.toISOString(), status: 'pending',
    })
    const stored = JSON.parse(localStorage.getItem('news-blog:my-comments') ?? '{}')
    expect(stored).toEqual({ 'article-1': [comment] })
    expect(getLocalComments('article-1')).toEqual([comment])
    expect(getLocalComments('other')).toEqual([])
  })

  it('notifies subscribers when a comment is added', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeLocalComments(listener)
    addLocalComment('a', { id: uuid(1), author: 'Ada', content: 'Hi' })
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('survives corrupt storage', () => {
    localStorage.setItem('news-blog:my-comments', '{not json')
    expect(getLocalComments('a')).toEqual([])
    addLocalComment('a', { id: uuid(1), author: 'Ada', content: 'Hi' })
    expect(getLocalComments('a')).toHaveLength(1)
  })

  it('hides own comments once approved (by id, or by text for old echoes without one), and forgets them', () => {
    const now = new Date()
    addLocalComment('a', { id: 'comment_1', author: 'Ada', content: 'Legacy' }, now)
    addLocalComment('a', { id: uuid(1), author: 'Ada', content: 'First' }, new Date(now.getTime() + 1))
    addLocalComment('a', { id: uuid(2), author: 'Ada', content: 'Second' }, new Date(now.getTime() + 2))
    const approved = [
      { id: uuid(1), author_name: 'Ada', content: 'Edited by no one but matched by id' },
      { id: uuid(9), author_name: 'Ada', content: 'Legacy' },
    ]
    expect(pendingOwnComments(getLocalComments('a'), approved, NONE).map((c) => c.content)).toEqual(['Second'])
    pruneLocalComments('a', approved, NONE)
    expect(getLocalComments('a').map((c) => c.content)).toEqual(['Second'])
  })

  it('drops own pending comments after 30 days', () => {
    const old = new Date('2026-01-01T00:00:00Z')
    addLocalComment('a', { id: uuid(1), author: 'Ada', content: 'Old' }, old)
    expect(pendingOwnComments(getLocalComments('a'), [], NONE, new Date('2026-02-15T00:00:00Z'))).toEqual([])
  })
})

describe('statuses of own comments', () => {
  const local = (id: string, minute: number): LocalComment => ({
    id, articleId: 'a', author: 'Ada', content: id, createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(), status: 'pending',
  })

  it('asks about the newest database ids only, at most the given number', () => {
    const comments = [local(uuid(1), 1), local('comment_5', 5), local(uuid(3), 3), local(uuid(2), 2)]
    expect(idsToCheck(comments, 50)).toEqual([uuid(3), uuid(2), uuid(1)])
    expect(idsToCheck(comments, 2)).toEqual([uuid(3), uuid(2)])
    expect(idsToCheck([], 50)).toEqual([])
  })

  it('settles approved, rejected and vanished comments; pending ones stay', () => {
    const asked = [uuid(1), uuid(2), uuid(3), uuid(4)]
    const settled = settledIds(asked, [
      { id: uuid(1), status: 'pending' },
      { id: uuid(2), status: 'rejected' },
      { id: uuid(3), status: 'approved' },
    ])
    expect([...settled].sort()).toEqual([uuid(2), uuid(3), uuid(4)])
  })

  it('a rejected comment leaves the pending list and local storage; unasked ones keep the 30-day fallback', () => {
    const now = new Date()
    addLocalComment('a', { id: uuid(1), author: 'Ada', content: 'Kept' }, now)
    addLocalComment('a', { id: uuid(2), author: 'Ada', content: 'Rejected' }, now)
    addLocalComment('a', { id: 'comment_3', author: 'Ada', content: 'Not asked' }, now)
    const settled = settledIds([uuid(1), uuid(2)], [{ id: uuid(1), status: 'pending' }, { id: uuid(2), status: 'rejected' }])
    expect(pendingOwnComments(getLocalComments('a'), [], settled, now).map((c) => c.content)).toEqual(['Not asked', 'Kept'])
    pruneLocalComments('a', [], settled, now)
    expect(getLocalComments('a').map((c) => c.content)).toEqual(['Not asked', 'Kept'])

    pruneLocalComments('a', [], new Set([uuid(1)]), new Date(now.getTime() + 31 * 86_400_000))
    expect(getLocalComments('a')).toEqual([])
    expect(localStorage.getItem('news-blog:my-comments')).toBe('{}')
  })
})
