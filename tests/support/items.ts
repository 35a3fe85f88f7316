/**
 * The entry at `index` (negative counts from the end). A test that expected it fails right here, naming what was
 * missing, instead of with a TypeError further on; an absent list (a query's null data) counts as empty.
 */
export function itemAt<T>(items: ArrayLike<T | undefined> | null | undefined, index: number, what = 'an entry'): T {
  const length = items?.length ?? 0
  const item = items?.[index < 0 ? length + index : index]
  if (item === undefined) throw new Error(`expected ${what} at index ${index}, but the list has ${length} entries`)
  return item
}

/** The first entry; see itemAt. */
export function firstOf<T>(items: ArrayLike<T | undefined> | null | undefined, what = 'an entry'): T {
  return itemAt(items, 0, what)
}
