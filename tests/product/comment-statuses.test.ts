/**
 * public.comment_statuses: a reader's browser asks for the status of the comments it
 * submitted, by the ids it generated, so rejected ones leave its "awaiting approval" list. It
 * answers a json array of (id, status) for the ids asked and nothing else; readers cannot read
 * the comments table at all (migration 20261124000100).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { adminClient, anonClient, closeSql, sql, unique } from '../support/clients.ts'
import { insertArticle, insertComment } from '../support/fixtures.ts'

afterAll(closeSql)

describe('comment_statuses', () => {
  it('returns only id and status of the ids asked for, pending and rejected included', async () => {
    const article = await insertArticle()
    const pending = await insertComment(article.id, 'pending')
    const rejected = await insertComment(article.id, 'rejected')
    const approved = await insertComment(article.id, 'approved')
    await insertComment(article.id, 'pending')
    const unknown = randomUUID()

    const res = await anonClient().rpc('comment_statuses', { ids: [pending.id, rejected.id, approved.id, unknown] })
    expect(res.error).toBeNull()
    expect(res.status).toBe(200)
    const byId = [...res.data!].sort((a, b) => a.id.localeCompare(b.id))
    expect(byId).toEqual(
      [
        { id: pending.id, status: 'pending' },
        { id: rejected.id, status: 'rejected' },
        { id: approved.id, status: 'approved' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    )

    // The table itself stays closed to readers.
    const direct = await anonClient().from('comments').select('id').in('id', [pending.id, rejected.id])
    expect(direct.data).toBeNull()
    expect(direct.error?.code).toBe('42501')
  })

  it('answers nothing for an empty list and refuses more than 50 ids with 400', async () => {
    const empty = await anonClient().rpc('comment_statuses', { ids: [] })
    expect(empty.data).toEqual([])
    const tooMany = await anonClient().rpc('comment_statuses', { ids: Array.from({ length: 51 }, () => randomUUID()) })
    expect(tooMany.status).toBe(400)
    expect(tooMany.error!.message).toBe('At most 50 comment ids can be asked for at once')
  })

  it('follows a reader comment from pending to rejected by the id the browser chose', async () => {
    await sql('delete from private.comment_submissions')
    try {
      const article = await insertArticle()
      const id = randomUUID()
      const reader = anonClient()
      const sent = await reader.from('comments').insert({ id, article_id: article.id, author_name: 'Ann', content: unique('mine') })
      expect(sent.status).toBe(201)
      expect((await reader.rpc('comment_statuses', { ids: [id] })).data).toEqual([{ id, status: 'pending' }])

      const admin = await adminClient()
      const moderated = await admin.from('comments').update({ status: 'rejected' }).eq('id', id).select('id')
      expect(moderated.data).toEqual([{ id }])
      expect((await reader.rpc('comment_statuses', { ids: [id] })).data).toEqual([{ id, status: 'rejected' }])
    } finally {
      await sql('delete from private.comment_submissions')
    }
  })
})
