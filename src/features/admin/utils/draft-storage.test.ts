import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/config/site.ts'
import { EMPTY_ARTICLE_FORM } from './article-form.ts'
import { clearArticleDraft, readArticleDraft, writeArticleDraft } from './draft-storage.ts'

const values = { ...EMPTY_ARTICLE_FORM, title: 'Budget day', excerpt: 'What changed', content: '<p><strong>Hi</strong></p>', featured: true }

describe('article draft storage', () => {
  beforeEach(() => localStorage.clear())

  it('has no draft at first', () => {
    expect(readArticleDraft()).toBeNull()
  })

  it('round-trips a new-article draft under the spec draft key', () => {
    expect(writeArticleDraft(null, values, localStorage, new Date('2026-03-04T10:00:00Z'))).toBe(true)
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.draft)!)).toMatchObject({ articleId: null })
    expect(readArticleDraft()).toEqual({ articleId: null, savedAt: '2026-03-04T10:00:00.000Z', values })
  })

  it('remembers which article an edit draft belongs to', () => {
    writeArticleDraft('6f1c…', values)
    expect(readArticleDraft()?.articleId).toBe('6f1c…')
  })

  it('clears the draft', () => {
    writeArticleDraft(null, values)
    clearArticleDraft()
    expect(readArticleDraft()).toBeNull()
  })

  it.each(['not json', '{"articleId":null}', JSON.stringify({ articleId: null, savedAt: 'x', values: { ...values, category: 'nope' } })])(
    'drops an unreadable draft %#',
    (raw) => {
      localStorage.setItem(STORAGE_KEYS.draft, raw)
      expect(readArticleDraft()).toBeNull()
      expect(localStorage.getItem(STORAGE_KEYS.draft)).toBeNull()
    },
  )

  it('reports a storage that refuses to write', () => {
    const full = { getItem: () => null, removeItem: () => undefined, setItem: () => { throw new DOMException('full', 'QuotaExceededError') } }
    expect(writeArticleDraft(null, values, full)).toBe(false)
  })
})
