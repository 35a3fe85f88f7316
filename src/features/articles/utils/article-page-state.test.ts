import { describe, expect, it } from 'vitest'
import type { ArticlePage, ArticlePageRow } from '@/data/articles/article-fetchers.ts'
import { articlePageState, type PageRead } from './article-page-state.ts'

const row = { id: 'a1', title: 'Found' } as ArticlePageRow
const found: ArticlePage = { article: row, related: [], comments: [] }
const none: ArticlePage = { article: null, related: [], comments: [] }

const loading: PageRead = { data: undefined, isLoading: true }
/** Not fetching and nothing to show: the read failed (or, for the preview, never ran). */
const nothing: PageRead = { data: undefined, isLoading: false }
const answered = (data: ArticlePage): PageRead => ({ data, isLoading: false })

describe('articlePageState: a failed read is never "missing"', () => {
  it('loading while the readers\' read is on its way', () => {
    expect(articlePageState(loading, nothing)).toEqual({ kind: 'loading' })
  })

  it('failed when the readers\' read ended without an answer (network, 5xx, timeout)', () => {
    expect(articlePageState(nothing, nothing)).toEqual({ kind: 'failed' })
  })

  it('missing only when the database answered that no article has the slug', () => {
    expect(articlePageState(answered(none), nothing)).toEqual({ kind: 'missing' })
  })

  it('found from the readers\' answer', () => {
    expect(articlePageState(answered(found), nothing)).toEqual({ kind: 'found', page: found, article: row, isPreview: false })
  })

  it("an administrator's preview: loading while it reads, then the draft as a preview", () => {
    expect(articlePageState(answered(none), loading)).toEqual({ kind: 'loading' })
    expect(articlePageState(answered(none), answered(found))).toEqual({ kind: 'found', page: found, article: row, isPreview: true })
  })

  it('a preview that finds nothing, or fails, leaves the readers\' "missing" standing', () => {
    expect(articlePageState(answered(none), answered(none))).toEqual({ kind: 'missing' })
    expect(articlePageState(answered(none), nothing)).toEqual({ kind: 'missing' })
  })
})
