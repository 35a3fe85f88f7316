/** A "Load more" page the category bench reads: where it starts and what it must show. */
export interface LoadMorePage {
  name: 'middle' | 'last'
  /** Cards shown before it (the cursor is the card at offset - 1). */
  offset: number
  /** Cards it shows. */
  rows: number
  /** Whether another page follows it. */
  more: boolean
}

/**
 * The Load more pages worth timing in a category of `total` articles: one in the middle (a full
 * page with more to come) and the last. Page 1 is not one (it is the category page itself), so a
 * small category has no middle page, and one that fits on page 1 has none at all: the offsets of
 * a large archive, applied there, would point before the first card.
 */
export function loadMorePages(total: number, pageSize: number): LoadMorePage[] {
  const middle = Math.floor(total / 2 / pageSize) * pageSize
  const last = Math.floor((total - 1) / pageSize) * pageSize
  if (last < pageSize) return []
  const lastPage: LoadMorePage = { name: 'last', offset: last, rows: total - last, more: false }
  if (middle < pageSize || middle >= last) return [lastPage]
  return [{ name: 'middle', offset: middle, rows: pageSize, more: true }, lastPage]
}
