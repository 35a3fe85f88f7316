import { describe, expect, it } from 'vitest'
import type { ArticleCard } from '@/data/articles/article-fetchers.ts'
import { selectTrending } from './select-trending.ts'

function card(id: string, day: number, featured = false): ArticleCard {
  return {
    id, slug: id, title: id, excerpt: '', category: 'political', author: 'a',
    publish_date: new Date(Date.UTC(2026, 0, day)).toISOString(), image_url: null, image_alt: null, featured, breaking: false,
  }
}

describe('selectTrending', () => {
  it('puts featured articles first, newest first', () => {
    const featured = [card('f-old', 1, true), card('f-new', 9, true)]
    const latest = [card('n1', 20), card('n2', 19), card('n3', 18), card('n4', 17)]
    expect(selectTrending(featured, latest, 5).map((a) => a.id)).toEqual(['f-new', 'f-old', 'n1', 'n2', 'n3'])
  })

  it('tops up with the newest without repeating a featured one', () => {
    const featuredNew = card('f', 20, true)
    const result = selectTrending([featuredNew], [featuredNew, card('n1', 19), card('n2', 18)], 5)
    expect(result.map((a) => a.id)).toEqual(['f', 'n1', 'n2'])
  })

  it('never returns more than the size', () => {
    const featured = Array.from({ length: 7 }, (_, i) => card(`f${i}`, i + 1, true))
    expect(selectTrending(featured, [], 5)).toHaveLength(5)
    expect(selectTrending(featured, [], 5)[0].id).toBe('f6')
  })

  it('works with no featured articles and with nothing at all', () => {
    expect(selectTrending([], [card('a', 2), card('b', 3)], 5).map((a) => a.id)).toEqual(['b', 'a'])
    expect(selectTrending([], [], 5)).toEqual([])
  })
})
