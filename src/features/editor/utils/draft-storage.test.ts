import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/config/site.ts'
import { EMPTY_ARTICLE_FORM } from './article-form-values.ts'
import {
  clearAllArticleDrafts, clearArticleDraft, draftKey, isDraftKey, migrateLegacyDraft, readArticleDraft,
  restoreArticleDraft, writeArticleDraft,
} from './draft-storage.ts'

const values = { ...EMPTY_ARTICLE_FORM, title: 'Budget day', excerpt: 'What changed', content: '<p><strong>Hi</strong></p>', featured: true }
const other = { ...values, title: 'Another story' }
const ID = '6f1c2a4e-0000-4000-8000-000000000001'

describe('draft slot keys', () => {
  it('gives the new article and each edited article a slot of its own', () => {
    expect(draftKey(null)).toBe(`${STORAGE_KEYS.draft}:new`)
    expect(draftKey(ID)).toBe(`${STORAGE_KEYS.draft}:${ID}`)
    expect(draftKey(ID)).not.toBe(draftKey('another-id'))
  })

  it('recognises every slot and the old single slot, nothing else', () => {
    expect(isDraftKey(draftKey(null))).toBe(true)
    expect(isDraftKey(draftKey(ID))).toBe(true)
    expect(isDraftKey(STORAGE_KEYS.draft)).toBe(true)
    expect(isDraftKey(STORAGE_KEYS.comments)).toBe(false)
    expect(isDraftKey(`${STORAGE_KEYS.draft}-other`)).toBe(false)
  })
})

describe('article draft storage', () => {
  beforeEach(() => localStorage.clear())

  it('has no draft at first', () => {
    expect(readArticleDraft(null)).toBeNull()
    expect(readArticleDraft(ID)).toBeNull()
  })

  it('round-trips a new-article draft in the new-article slot', () => {
    expect(writeArticleDraft(null, values, localStorage, new Date('2026-03-04T10:00:00Z'))).toBe(true)
    expect(JSON.parse(localStorage.getItem(draftKey(null))!)).toMatchObject({ articleId: null })
    expect(readArticleDraft(null)).toEqual({ articleId: null, savedAt: '2026-03-04T10:00:00.000Z', values, serverId: null })
  })

  it('remembers the new article\'s server draft row, and restores it with the draft', () => {
    const SERVER_ID = '6f1c2a4e-0000-4000-8000-0000000000aa'
    writeArticleDraft(null, values, localStorage, new Date('2026-03-04T10:00:00Z'), SERVER_ID)
    const saved = readArticleDraft(null)!
    expect(saved).toMatchObject({ articleId: null, serverId: SERVER_ID })
    writeArticleDraft(null, other)
    expect(readArticleDraft(null)?.serverId).toBeNull()
    restoreArticleDraft(saved)
    expect(readArticleDraft(null)).toEqual(saved)
  })

  it('reads a draft written before server drafts (no serverId) as one without a row', () => {
    localStorage.setItem(draftKey(null), JSON.stringify({ articleId: null, savedAt: '2026-03-04T10:00:00.000Z', values }))
    expect(readArticleDraft(null)).toMatchObject({ values: { title: 'Budget day' } })
    expect(readArticleDraft(null)?.serverId ?? null).toBeNull()
  })

  it('keeps an edit draft apart from the new-article draft', () => {
    writeArticleDraft(null, values)
    writeArticleDraft(ID, other)
    expect(readArticleDraft(null)?.values.title).toBe('Budget day')
    expect(readArticleDraft(ID)).toMatchObject({ articleId: ID, values: { title: 'Another story' } })
    clearArticleDraft(ID)
    expect(readArticleDraft(ID)).toBeNull()
    expect(readArticleDraft(null)?.values.title).toBe('Budget day')
  })

  it('puts a draft back exactly, savedAt included', () => {
    writeArticleDraft(ID, values, localStorage, new Date('2026-03-04T10:00:00Z'))
    const saved = readArticleDraft(ID)!
    writeArticleDraft(ID, other)
    expect(restoreArticleDraft(saved)).toBe(true)
    expect(readArticleDraft(ID)).toEqual(saved)
  })

  it('clears every slot, and only draft slots', () => {
    writeArticleDraft(null, values)
    writeArticleDraft(ID, values)
    writeArticleDraft('second', other)
    localStorage.setItem(STORAGE_KEYS.draft, 'legacy')
    localStorage.setItem(STORAGE_KEYS.comments, '[]')
    clearAllArticleDrafts()
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.comments])
  })

  it.each(['not json', '{"articleId":null}', JSON.stringify({ articleId: null, savedAt: 'x', values: { ...values, category: 'nope' } })])(
    'drops an unreadable draft %#',
    (raw) => {
      localStorage.setItem(draftKey(null), raw)
      expect(readArticleDraft(null)).toBeNull()
      expect(localStorage.getItem(draftKey(null))).toBeNull()
    },
  )

  it('drops a draft that sits in another article\'s slot', () => {
    localStorage.setItem(draftKey(ID), JSON.stringify({ articleId: 'someone-else', savedAt: 'x', values }))
    expect(readArticleDraft(ID)).toBeNull()
    expect(localStorage.getItem(draftKey(ID))).toBeNull()
  })

  it('reports a storage that refuses to write', () => {
    const full = {
      length: 0, key: () => null, getItem: () => null, removeItem: () => undefined,
      setItem: () => { throw new DOMException('full', 'QuotaExceededError') },
    }
    expect(writeArticleDraft(null, values, full)).toBe(false)
  })
})

describe('the single-slot draft of earlier builds', () => {
  beforeEach(() => localStorage.clear())
  const legacy = (articleId: string | null, title: string) =>
    JSON.stringify({ articleId, savedAt: '2026-01-01T00:00:00.000Z', values: { ...values, title } })

  it('moves into the slot of the article it belongs to', () => {
    localStorage.setItem(STORAGE_KEYS.draft, legacy(ID, 'Old edit'))
    expect(readArticleDraft(null)).toBeNull()
    expect(readArticleDraft(ID)?.values.title).toBe('Old edit')
    expect(localStorage.getItem(STORAGE_KEYS.draft)).toBeNull()
  })

  it('never overwrites a slot that already has a draft', () => {
    writeArticleDraft(null, other)
    localStorage.setItem(STORAGE_KEYS.draft, legacy(null, 'Old new article'))
    migrateLegacyDraft(localStorage)
    expect(readArticleDraft(null)?.values.title).toBe('Another story')
    expect(localStorage.getItem(STORAGE_KEYS.draft)).toBeNull()
  })

  it('is dropped when unreadable', () => {
    localStorage.setItem(STORAGE_KEYS.draft, 'not json')
    migrateLegacyDraft(localStorage)
    expect(Object.keys(localStorage)).toEqual([])
  })
})
